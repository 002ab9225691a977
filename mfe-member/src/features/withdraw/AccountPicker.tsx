import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from 'shared-contracts';
import { Card } from 'shared-ui';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './AccountPicker.module.css';

export interface AccountPickerProps {
  accounts: PayoutAccount[];
  value: string;
  onChange: (accountId: string) => void;
  error?: string;
}

/** The player's bound bank cards and e-wallets, one to receive the withdrawal. */
export const AccountPicker = ({ accounts, value, onChange, error }: AccountPickerProps) => {
  const { t } = useTranslation(member.namespace);
  const errorId = useId();
  return (
    <fieldset
      className={cx(layout.fieldset, layout.stackSm)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={layout.legend}>{t('withdraw.account')}</legend>
      {accounts.map((account) => (
        <Card
          as="label"
          key={account.accountId}
          variant="inset"
          selectable
          className={styles.account}
        >
          <input
            type="radio"
            name="withdraw-account"
            value={account.accountId}
            checked={account.accountId === value}
            onChange={() => onChange(account.accountId)}
          />
          <span>
            {account.providerName} {account.maskedNumber} · {account.payeeName}
          </span>
        </Card>
      ))}
      {error ? (
        <p id={errorId} className={layout.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
