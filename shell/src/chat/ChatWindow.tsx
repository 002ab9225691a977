import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_HEADER_COLOR, chatFrameMessageSchema } from 'shared-contracts';
import { ErrorState, IconButton, useChannelValue } from 'shared-ui';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useHost } from '../host/hostContext';
import { CountBadge } from '../layout/CountBadge';
import { Icon } from '../layout/icons/Icon';
import { chatKeys, fetchChatUrl, useChatUnread } from './chatApi';
import { useChat } from './chatContext';
import { CHAT_CORNERS, type ChatCorner } from './chatCorner';
import styles from './ChatWindow.module.css';

/**
 * The frame's sandbox: scripts and links to new tabs, and no `allow-same-origin`: the chat page
 * comes from the platform, which is the site's own origin here, and with that token it could
 * read the site's sessionStorage (the session token). ADR 0014.
 */
export const CHAT_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** Props of {@link ChatWindow}. */
export interface ChatWindowProps {
  /** The member's account: a new member gets a new chat. */
  account: string;
}

/**
 * The chat window (SPEC section 2): the platform's chat page in a sandboxed frame, in one of
 * four corners (full screen on phones), minimised to a button with the unread count. Each
 * opening asks for a new chat URL, whose ticket the page spends once.
 */
export const ChatWindow = ({ account }: ChatWindowProps) => {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const { bus } = useHost();
  const language = useChannelValue(bus.language);
  const theme = useChannelValue(bus.theme);
  const chat = useChat();
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const windowRef = useRef<HTMLElement>(null);
  const minimised = chat.status === 'minimised';
  const unread = useChatUnread(account, minimised);

  const url = useQuery({
    queryKey: chatKeys.url(account, chat.room, attempt),
    queryFn: ({ signal }) =>
      fetchChatUrl(client, { title: t('chat.title'), language, room: chat.room }, signal),
    enabled: !minimised,
    // A chat URL carries a single-use ticket: never reuse or refetch one on its own.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // The page has an opaque origin: only its own window is trusted, and it carries no data.
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const parsed = chatFrameMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (parsed.data.type === 'chat:close') chat.close();
      else if (parsed.data.type === 'chat:reconnect') setAttempt((n) => n + 1);
      else
        queryClient.setQueryData(chatKeys.unread(account), {
          unReadCount: parsed.data.unReadCount,
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [chat, account, queryClient]);

  useEffect(() => {
    if (!minimised) windowRef.current?.focus();
  }, [minimised]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      chat.minimise();
    }
  };

  if (minimised)
    return (
      <IconButton
        variant="primary"
        size="lg"
        className={styles.bubble}
        data-corner={chat.corner}
        onClick={() => chat.open(chat.room)}
        label={
          unread > 0
            ? `${t('chat.restore')}, ${t('chat.unread', { count: unread })}`
            : t('chat.restore')
        }
        icon={
          <>
            <Icon name="message" />
            <CountBadge count={unread} label="" className={styles.bubbleBadge} />
          </>
        }
      />
    );

  const chatUrl = url.data?.chatUrl;
  return (
    <section
      ref={windowRef}
      tabIndex={-1}
      className={styles.window}
      data-corner={chat.corner}
      // The chat header's colour (SPEC section 9), shared with the page's header in the frame.
      style={{ '--chat-head': CHAT_HEADER_COLOR } as CSSProperties}
      aria-label={t('chat.title')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.toolbar}>
        {chatUrl ? null : <h2 className={styles.title}>{t('chat.title')}</h2>}
        <div role="group" aria-label={t('chat.corners')} className={styles.corners}>
          {CHAT_CORNERS.map((corner: ChatCorner) => (
            <button
              key={corner}
              type="button"
              className={styles.corner}
              data-to={corner}
              aria-pressed={chat.corner === corner}
              aria-label={t(`chat.corner.${corner}`)}
              title={t(`chat.corner.${corner}`)}
              onClick={() => chat.moveTo(corner)}
            >
              <span aria-hidden="true" className={styles.cornerDot} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('chat.minimise')}
          title={t('chat.minimise')}
          onClick={chat.minimise}
        >
          <span aria-hidden="true">–</span>
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('chat.close')}
          title={t('chat.close')}
          onClick={chat.close}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className={styles.body}>
        {url.isError ? (
          <ErrorState
            message={t('chat.unavailable')}
            retryLabel={t('common.retry')}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : chatUrl ? (
          <iframe
            ref={frameRef}
            key={chatUrl}
            className={styles.frame}
            title={t('chat.title')}
            src={`${chatUrl}&theme=${theme}&embedded=1`}
            sandbox={CHAT_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
          />
        ) : (
          <p role="status" className={styles.loading}>
            {t('chat.loading')}
          </p>
        )}
      </div>
    </section>
  );
};
