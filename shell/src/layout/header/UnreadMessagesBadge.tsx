import { useTranslation } from 'react-i18next';

import { useUnreadMessages } from '../../api/messages';
import { CountBadge } from '../CountBadge';
import styles from './UnreadMessagesBadge.module.css';

/** The member's unread platform messages on the avatar's corner; nothing at 0. */
export const UnreadMessagesBadge = () => {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  return (
    <CountBadge
      count={unread}
      label={t('sideMenu.unreadMessages', { count: unread })}
      className={styles.onAvatar}
    />
  );
};
