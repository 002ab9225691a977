import { useTranslation } from 'react-i18next';
import type { Withdrawal } from 'shared-contracts/member';
import { useMoney } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './WithdrawalDetail.module.css';

/** The player's answer once given (or the forced "received" when nobody answered in time). */
export const ConfirmationResult = ({
  confirmation,
}: {
  confirmation: NonNullable<Withdrawal['confirmation']>;
}) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  if (confirmation.auto)
    return (
      <p className={cx(layout.text, layout.small, layout.strong, styles.forced)}>
        {t('withdraw.forcedReceived')}
      </p>
    );
  return (
    <p className={cx(layout.text, layout.small)}>
      {t(`withdraw.answered.${confirmation.result}`, {
        received: format(confirmation.receivedAmount),
        remaining: format(confirmation.remainingAmount),
      })}
    </p>
  );
};
