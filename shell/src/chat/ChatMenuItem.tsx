import { useTranslation } from 'react-i18next';

import { useWhitelabel } from '../api/whitelabel';
import { useHost } from '../host/hostContext';
import { CountBadge } from '../layout/CountBadge';
import { MenuButton } from '../layout/sideMenu/MenuEntry';
import styles from '../layout/sideMenu/SideMenu.module.css';
import { useSession } from '../state/session';
import { chatAccessOf, chatEnabled } from './chatAccess';
import { useChatUnread } from './chatApi';
import { useChat } from './chatContext';

/**
 * The side menu's chat room entry (SPEC sections 2 and 4), shown when the brand has CBS3 on: a
 * guest gets the login popup, a trial account the in_please_information notice, a member the
 * chat window. Its badge counts unread chat messages while the window is not open.
 */
export const ChatMenuItem = () => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const session = useSession();
  const chat = useChat();
  const { data: brand } = useWhitelabel();
  const enabled = chatEnabled(brand);
  const access = chatAccessOf(session);
  const account =
    enabled && access === 'member' && session.status === 'member' ? session.member.account : null;
  const unread = useChatUnread(account, chat.status !== 'open');
  if (!enabled) return null;

  const onClick = () => {
    if (access === 'guest') bus.publish({ type: 'OpenLogin' });
    else if (access === 'trial') chat.showTrialNotice();
    else chat.open('public');
  };

  return (
    <li className={styles.item}>
      <MenuButton
        icon="message"
        label={t('chat.menu')}
        aria-haspopup="dialog"
        onClick={onClick}
        badge={
          chat.status === 'open' ? null : (
            <CountBadge count={unread} label={t('chat.unread', { count: unread })} />
          )
        }
      />
    </li>
  );
};
