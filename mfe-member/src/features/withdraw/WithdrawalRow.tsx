import { useTranslation } from 'react-i18next';
import type { Withdrawal } from 'shared-contracts/member';
import { Button, Card } from 'shared-ui';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import styles from '../../components/HistoryList.module.css';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { ConfirmationResult } from './ConfirmationResult';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

export interface WithdrawalRowProps {
  withdrawal: Withdrawal;
  autoReceiveMinutes: number | null;
  onOpen: (withdrawalId: string) => void;
}

/** One withdrawal of the history, with the question when it awaits confirmation. */
export const WithdrawalRow = ({ withdrawal, autoReceiveMinutes, onOpen }: WithdrawalRowProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  return (
    <Card as="li" variant="outline" gap="none" className={styles.row}>
      <div className={layout.stackXs}>
        <span className={cx(layout.strong, layout.orderNumber)}>{withdrawal.reference}</span>
        <span className={layout.muted}>
          {withdrawal.account.providerName} {withdrawal.account.maskedNumber}
        </span>
        <span className={layout.muted}>{formatDateTime(withdrawal.createdAt, language)}</span>
      </div>
      <div className={styles.side}>
        <span className={layout.strong}>{format(withdrawal.amount)}</span>
        <WithdrawalStatusBadge status={withdrawal.status} />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('withdraw.detailsOf', { reference: withdrawal.reference })}
          onClick={() => onOpen(withdrawal.withdrawalId)}
        >
          {t('withdraw.details')}
        </Button>
      </div>
      {withdrawal.status === 'rejected' && withdrawal.rejectReason ? (
        <p className={cx(layout.error, styles.wide)}>
          {t('withdraw.rejectReason', { reason: withdrawal.rejectReason })}
        </p>
      ) : null}
      {withdrawal.confirmation ? (
        <div className={styles.wide}>
          <ConfirmationResult confirmation={withdrawal.confirmation} />
        </div>
      ) : null}
      {withdrawal.status === 'awaiting_confirmation' ? (
        <div className={styles.wide}>
          <WithdrawalConfirmation withdrawal={withdrawal} autoReceiveMinutes={autoReceiveMinutes} />
        </div>
      ) : null}
    </Card>
  );
};
