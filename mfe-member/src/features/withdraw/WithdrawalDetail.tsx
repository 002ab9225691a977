import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';

import { useWithdrawalDetail } from '../../api/withdrawal';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { ConfirmationResult } from './ConfirmationResult';
import { ProofImages } from './ProofImages';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';
import styles from './WithdrawalDetail.module.css';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

export interface WithdrawalDetailProps {
  withdrawalId: string;
  autoReceiveMinutes: number | null;
  onBack: () => void;
}

/** One withdrawal: amounts, account, status, the answer given and the timeline of events. */
export const WithdrawalDetail = ({
  withdrawalId,
  autoReceiveMinutes,
  onBack,
}: WithdrawalDetailProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const detail = useWithdrawalDetail(withdrawalId);

  return (
    <div className={layout.page}>
      <Button variant="secondary" size="sm" className={layout.start} onClick={onBack}>
        {t('withdraw.backToHistory')}
      </Button>
      <QueryView
        query={detail}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {(withdrawal) => (
          <>
            <dl className={cx(layout.facts, layout.beside)}>
              <dt>{t('common.reference')}</dt>
              <dd className={layout.orderNumber}>{withdrawal.reference}</dd>
              <dt>{t('common.status')}</dt>
              <dd>
                <WithdrawalStatusBadge status={withdrawal.status} />
              </dd>
              <dt>{t('withdraw.account')}</dt>
              <dd>
                {withdrawal.account.providerName} {withdrawal.account.maskedNumber} ·{' '}
                {withdrawal.account.payeeName}
              </dd>
              <dt>{t('common.amount')}</dt>
              <dd>{format(withdrawal.amount)}</dd>
              <dt>{t('common.fee')}</dt>
              <dd>{format(withdrawal.fee)}</dd>
              <dt>{t('withdraw.payout')}</dt>
              <dd>{format(withdrawal.payoutAmount)}</dd>
              <dt>{t('common.time')}</dt>
              <dd>{formatDateTime(withdrawal.createdAt, language)}</dd>
              {withdrawal.rejectReason ? (
                <>
                  <dt>{t('withdraw.reason')}</dt>
                  <dd>{withdrawal.rejectReason}</dd>
                </>
              ) : null}
            </dl>
            {withdrawal.confirmation ? (
              <>
                <ConfirmationResult confirmation={withdrawal.confirmation} />
                <ProofImages urls={withdrawal.confirmation.proofUrls} />
              </>
            ) : null}
            {withdrawal.status === 'awaiting_confirmation' ? (
              <WithdrawalConfirmation
                withdrawal={withdrawal}
                autoReceiveMinutes={autoReceiveMinutes}
              />
            ) : null}
            <h4 className={styles.subtitle}>{t('withdraw.timeline')}</h4>
            <ol className={cx(layout.stack, styles.timeline)} aria-label={t('withdraw.timeline')}>
              {withdrawal.timeline.map((event) => (
                <li key={`${event.at}-${event.event}`} className={layout.stackXs}>
                  <span className={cx(layout.row, layout.center)}>
                    <span className={layout.muted}>{formatDateTime(event.at, language)}</span>
                    <span>{t(`withdraw.event.${event.event}`, { defaultValue: event.event })}</span>
                    <WithdrawalStatusBadge status={event.status} />
                  </span>
                  {event.note ? (
                    <p className={cx(layout.text, layout.small)}>{event.note}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryView>
    </div>
  );
};
