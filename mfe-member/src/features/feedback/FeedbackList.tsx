import { useTranslation } from 'react-i18next';
import type { Feedback, FeedbackStatus } from 'shared-contracts';
import { Card, StatusBadge, type StatusTone } from 'shared-ui';
import { formatDateTime, useLanguage } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { ProofThumb } from '../../components/ProofThumb';
import { member } from '../../remote';
import styles from './FeedbackPage.module.css';

const TONE: Record<FeedbackStatus, StatusTone> = {
  submitted: 'pending',
  in_progress: 'pending',
  answered: 'success',
  closed: 'neutral',
};

/** The member's feedback: type, status, reference, the text, images and ops' replies. */
export const FeedbackList = ({ items }: { items: Feedback[] }) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  return (
    <ul className={cx(layout.bare, layout.stack)}>
      {items.map((item) => (
        <li key={item.id}>
          <Card
            as="article"
            variant="inset"
            gap="none"
            title={t(`feedback.types.${item.type}`)}
            headingLevel={5}
            titleId={`feedback-${item.id}`}
            actions={
              <StatusBadge tone={TONE[item.status]}>
                {t(`feedback.statuses.${item.status}`)}
              </StatusBadge>
            }
          >
            <p className={styles.meta}>
              <time dateTime={new Date(item.createdAt).toISOString()}>
                {formatDateTime(item.createdAt, language)}
              </time>
              {item.referenceNo ? (
                <span>
                  {t('feedback.list.reference')} <strong>{item.referenceNo}</strong>
                </span>
              ) : null}
            </p>
            <p className={styles.content}>{item.content}</p>
            {item.imageUrls.length > 0 ? (
              <ul
                className={cx(layout.row, styles.images)}
                aria-label={t('feedback.list.images', { count: item.imageUrls.length })}
              >
                {item.imageUrls.map((url, index) => (
                  <li key={url}>
                    <ProofThumb
                      url={url}
                      name={t('feedback.list.imageN', { n: index + 1 })}
                      unavailable={t('feedback.list.imageUnavailable')}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {item.replies.length > 0 ? (
              <ol
                className={cx(layout.stackSm, styles.replies)}
                aria-label={t('feedback.list.replies')}
              >
                {item.replies.map((reply) => (
                  <li key={reply.id} className={styles.reply}>
                    <p className={layout.muted}>
                      {t('feedback.list.support')}{' '}
                      <time dateTime={new Date(reply.createdAt).toISOString()}>
                        {formatDateTime(reply.createdAt, language)}
                      </time>
                    </p>
                    <p className={styles.content}>{reply.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.waiting}>{t('feedback.list.noReply')}</p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
};
