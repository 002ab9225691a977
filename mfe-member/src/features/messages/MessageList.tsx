import { useTranslation } from 'react-i18next';
import type { MemberMessageSummary } from 'shared-contracts';
import { VisuallyHidden } from 'shared-ui';
import { formatDateTime, useLanguage } from 'shared-ui/kit';

import { member } from '../../remote';
import styles from './MessagesPage.module.css';

/** Props of {@link MessageList}. */
export interface MessageListProps {
  messages: readonly MemberMessageSummary[];
  open?: string;
  onOpen: (id: string) => void;
}

/** The inbox's rows: unread ones bold with a dot (and said so), the open one marked current. */
export const MessageList = ({ messages, open, onOpen }: MessageListProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  return (
    <ul className={styles.list} aria-label={t('messages.list')}>
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            className={`${styles.row} ${message.read ? '' : styles.unread}`}
            aria-current={message.id === open ? 'true' : undefined}
            onClick={() => onOpen(message.id)}
          >
            <span className={styles.rowTop}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.rowTitle}>{message.title}</span>
            </span>
            <span className={styles.rowMeta}>
              <span className={styles.category}>
                {t(`messages.categories.${message.category}`)}
              </span>
              <time dateTime={new Date(message.createdAt).toISOString()}>
                {formatDateTime(message.createdAt, language)}
              </time>
              {message.read ? null : <VisuallyHidden>{t('messages.unread')}</VisuallyHidden>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
