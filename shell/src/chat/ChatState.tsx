import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoomKind } from 'shared-contracts';
import { Button, ErrorState, Modal } from 'shared-ui';

import { BlockErrorBoundary } from '../layout/BlockErrorBoundary';
import { lazyComponent } from '../lib/lazyComponent';
import { useSession } from '../state/session';
import { useSideMenu } from '../state/SideMenuState';
import { chatKeys } from './chatApi';
import { type ChatControls, ChatControlsProvider, type ChatWindowStatus } from './chatContext';
import { type ChatCorner, readCorner, storeCorner } from './chatCorner';
import styles from './ChatWindow.module.css';
import { useSupportLink } from './useSupportLink';

// The window is its own chunk: nobody pays for it until the chat opens.
const ChatWindow = lazyComponent(() =>
  import(/* webpackChunkName: "chat-window" */ './ChatWindow').then((m) => m.ChatWindow),
);

/**
 * Holds the chat window's state, renders the window (lazily) over every page, and closes it
 * when the member logs out. The window's corner is remembered in localStorage.
 */
export const ChatProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ChatWindowStatus>('closed');
  const [room, setRoom] = useState<ChatRoomKind>('public');
  const [corner, setCorner] = useState<ChatCorner>(() => readCorner());
  const [trialNotice, setTrialNotice] = useState(false);
  const account = session.status === 'member' ? session.member.account : null;
  const openedBy = useRef<HTMLElement | null>(null);
  const { setDrawerOpen } = useSideMenu();

  const close = useCallback(() => {
    setStatus('closed');
    // The unread count starts from what the member saw in the window.
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    openedBy.current?.focus();
  }, [queryClient]);

  useEffect(() => {
    // Logging out (or another member logging in) ends the chat.
    setStatus('closed');
  }, [account]);

  const controls = useMemo<ChatControls>(
    () => ({
      status,
      room,
      corner,
      open: (next = 'public') => {
        if (document.activeElement instanceof HTMLElement)
          openedBy.current = document.activeElement;
        setRoom(next);
        setStatus('open');
        // On phones the chat takes the screen: the menu drawer it was opened from closes.
        setDrawerOpen(false);
      },
      minimise: () => {
        setStatus('minimised');
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      },
      close,
      moveTo: (next) => {
        setCorner(next);
        storeCorner(next);
      },
      showTrialNotice: () => setTrialNotice(true),
    }),
    [status, room, corner, close, queryClient, setDrawerOpen],
  );
  const openSupport = useCallback(() => controls.open('support'), [controls]);
  const showTrialNotice = useCallback(() => setTrialNotice(true), []);
  useSupportLink({ openSupport, showTrialNotice });

  return (
    <ChatControlsProvider value={controls}>
      {children}
      {status !== 'closed' && account ? (
        <BlockErrorBoundary
          fallback={(retry) => (
            <div className={styles.failed} data-corner={corner}>
              <ErrorState
                message={t('chat.unavailable')}
                retryLabel={t('common.retry')}
                onRetry={retry}
              />
              <Button variant="secondary" onClick={close}>
                {t('common.close')}
              </Button>
            </div>
          )}
        >
          <Suspense fallback={null}>
            <ChatWindow account={account} />
          </Suspense>
        </BlockErrorBoundary>
      ) : null}
      <Modal
        open={trialNotice}
        onClose={() => setTrialNotice(false)}
        title={t('chat.title')}
        closeLabel={t('common.close')}
        size="sm"
        footer={<Button onClick={() => setTrialNotice(false)}>{t('chat.ok')}</Button>}
      >
        <p>{t('chat.in_please_information')}</p>
      </Modal>
    </ChatControlsProvider>
  );
};
