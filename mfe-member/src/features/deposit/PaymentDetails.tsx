import { useTranslation } from 'react-i18next';
import type { DepositOrder } from 'shared-contracts/member';
import { minorToInput, useMoney } from 'shared-ui/kit';

import { CopyButton } from '../../components/CopyButton';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './PaymentDetails.module.css';

export interface PaymentDetailsProps {
  order: DepositOrder;
}

/** What a bank transfer needs: the account to pay into, the amount and the reference. */
export const PaymentDetails = ({ order }: PaymentDetailsProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const rows: Array<{ label: string; value: string; copy?: string }> = [
    ...(order.payTo
      ? [
          { label: t('deposit.bankName'), value: order.payTo.bankName },
          {
            label: t('deposit.accountName'),
            value: order.payTo.accountName,
            copy: order.payTo.accountName,
          },
          {
            label: t('deposit.accountNumber'),
            value: order.payTo.accountNumber,
            copy: order.payTo.accountNumber,
          },
        ]
      : []),
    { label: t('common.amount'), value: format(order.amount), copy: minorToInput(order.amount) },
    { label: t('common.reference'), value: order.reference, copy: order.reference },
  ];
  return (
    <dl className={cx(layout.facts, styles.details)}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd>
            {row.copy ? (
              <CopyButton
                compact
                text={row.copy}
                label={t('deposit.copyWhat', { what: row.label })}
              />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
};
