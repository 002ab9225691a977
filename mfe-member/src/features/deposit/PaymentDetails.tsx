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

/**
 * What the player pays: the amount and, when the channel takes a fee, the fee and what reaches
 * the wallet (the fee comes out of the amount). A bank transfer adds the account to pay into and
 * the reference for its remark, with copy buttons for what is typed into a banking app.
 */
export const PaymentDetails = ({ order }: PaymentDetailsProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const bank = order.channelType === 'bank_transfer';
  // `number`: an account or order number, kept in one piece (it is read out and typed).
  const rows: Array<{ label: string; value: string; copy?: string; number?: boolean }> = [
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
            number: true,
          },
        ]
      : []),
    {
      label: t('deposit.amountToPay'),
      value: format(order.amount),
      copy: bank ? minorToInput(order.amount) : undefined,
    },
    ...(order.fee > 0
      ? [
          { label: t('common.fee'), value: format(order.fee) },
          { label: t('deposit.creditAmount'), value: format(order.creditAmount) },
        ]
      : []),
    ...(bank
      ? [
          {
            label: t('common.reference'),
            value: order.reference,
            copy: order.reference,
            number: true,
          },
        ]
      : []),
  ];
  return (
    <dl className={cx(layout.facts, styles.details)}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd className={row.number ? layout.orderNumber : undefined}>{row.value}</dd>
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
