import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from 'shared-contracts';
import {
  Card,
  ErrorState,
  formLayout,
  LoadingState,
  StatusBadge,
  type StatusTone,
} from 'shared-ui';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import { useMyApplications } from '../../api/participation';
import common from '../../components/common.module.css';
import styles from './Participation.module.css';

const TONES: Record<ApplicationStatus, StatusTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
};

/** The member's applications for one promotion with their status, reason and bonus. */
export const MyApplications = ({ promotionId }: { promotionId: string }) => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const { format } = useMoney();
  const { data, isPending, isError, isFetching, refetch } = useMyApplications(promotionId, true);
  const headingId = `applications-${promotionId}`;

  let content;
  if (isPending || (isError && isFetching)) {
    content = <LoadingState label={t('participation.applications.loading')} />;
  } else if (isError) {
    content = (
      <ErrorState
        message={t('participation.applications.error')}
        retryLabel={t('participation.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    content = <p className={styles.muted}>{t('participation.applications.empty')}</p>;
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {data.map((application) => (
          <Card as="li" key={application.id} variant="inset" gap="xs" className={styles.row}>
            <div className={formLayout.between}>
              <StatusBadge tone={TONES[application.status]}>
                {t(`participation.applications.status.${application.status}`)}
              </StatusBadge>
              <span className={styles.muted}>
                {t('participation.applications.submitted', {
                  time: formatDateTime(application.submittedAt, language),
                })}
              </span>
            </div>
            <span>{application.comment || t('participation.applications.noComment')}</span>
            <span className={styles.muted}>
              {t('participation.applications.images', { count: application.imageUrls.length })}
            </span>
            {application.status === 'rejected' && application.reason ? (
              <span>{t('participation.rejectedBecause', { reason: application.reason })}</span>
            ) : null}
            {application.bonusAmount !== null ? (
              <span>
                {t('participation.bonus', {
                  amount: format(application.bonusAmount),
                  turnover: format(application.turnoverRequired ?? 0),
                })}
              </span>
            ) : null}
            {application.decidedAt !== null ? (
              <span className={styles.muted}>
                {t('participation.applications.decided', {
                  time: formatDateTime(application.decidedAt, language),
                })}
              </span>
            ) : null}
          </Card>
        ))}
      </ul>
    );
  }
  return (
    <section className={common.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={common.subheading}>
        {t('participation.applications.heading')}
      </h3>
      {content}
    </section>
  );
};
