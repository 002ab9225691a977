import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from 'shared-contracts';
import { useMoney } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';

export interface WithdrawSummaryProps {
  account?: PayoutAccount;
  amount: number;
  fee: number;
  payout: number;
  label: string;
}

/** The amount, the fee and what the account receives, shown before the player confirms. */
export const WithdrawSummary = ({ account, amount, fee, payout, label }: WithdrawSummaryProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  return (
    <dl className={cx(layout.facts, layout.beside, layout.sunken)} aria-label={label}>
      {account ? (
        <>
          <dt>{t('withdraw.account')}</dt>
          <dd>
            {account.providerName} {account.maskedNumber}
          </dd>
        </>
      ) : null}
      <dt>{t('common.amount')}</dt>
      <dd>{format(amount)}</dd>
      <dt>{t('common.fee')}</dt>
      <dd>{format(fee)}</dd>
      <dt>{t('withdraw.payout')}</dt>
      <dd>{format(payout)}</dd>
    </dl>
  );
};
