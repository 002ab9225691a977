import { useTranslation } from 'react-i18next';
import type { MemberWallet } from 'shared-contracts/member';
import { Button, FormSelect } from 'shared-ui';
import {
  FormAlert,
  minorToInput,
  parseAmount,
  useForm,
  useIdempotencyKey,
  useMessage,
  useMoney,
} from 'shared-ui/kit';

import { useWalletTransfer } from '../../api/wallets';
import { cx, layout } from '../../components/layout';
import { MoneyField } from '../../components/MoneyField';
import { member } from '../../remote';
import { transferEnds, type TransferValues, validateTransfer } from './transferRules';
import styles from './WalletTransferForm.module.css';

export interface WalletTransferFormProps {
  wallets: readonly MemberWallet[];
}

/** Moves an amount from the main wallet into a game wallet, or from a game wallet back. */
export const WalletTransferForm = ({ wallets }: WalletTransferFormProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const { format, symbol } = useMoney();
  const transfer = useWalletTransfer();
  const [key, renewKey] = useIdempotencyKey();
  const vendors = wallets.filter((wallet) => wallet.kind === 'vendor');
  const nameOf = (wallet: MemberWallet | undefined) =>
    wallet?.kind === 'main' ? t('wallet.mainWallet') : (wallet?.name ?? '');

  const form = useForm<TransferValues>({
    initial: { direction: 'in', vendor: vendors[0]?.walletId ?? '', amount: '' },
    validate: (values) => validateTransfer(values, wallets, format),
    onSubmit: async (values) => {
      const { from, to } = transferEnds(values, wallets);
      const amount = parseAmount(values.amount);
      if (!from || !to || amount === null) return;
      await transfer.mutateAsync({
        from: from.walletId,
        to: to.walletId,
        amount,
        idempotencyKey: key,
      });
      renewKey();
      form.setField('amount', '');
      form.outcome.success({
        key: 'wallet.transferDone',
        params: { amount: format(amount), from: nameOf(from), to: nameOf(to) },
      });
    },
  });

  if (vendors.length === 0) return <p className={styles.note}>{t('wallet.noVendors')}</p>;

  const { from } = transferEnds(form.values, wallets);
  const change = <K extends keyof TransferValues>(field: K, value: TransferValues[K]) => {
    form.outcome.clear();
    form.setField(field, value);
  };

  return (
    <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
      <fieldset className={cx(layout.fieldset, layout.radios)}>
        <legend>{t('wallet.direction')}</legend>
        {(['in', 'out'] as const).map((direction) => (
          <label key={direction} className={layout.radio}>
            <input
              type="radio"
              name="direction"
              value={direction}
              checked={form.values.direction === direction}
              onChange={() => change('direction', direction)}
            />
            {direction === 'in' ? t('wallet.directionIn') : t('wallet.directionOut')}
          </label>
        ))}
      </fieldset>

      <FormSelect
        label={t('wallet.vendor')}
        className={styles.vendor}
        value={form.values.vendor}
        error={text(form.errors.vendor)}
        onChange={(event) => change('vendor', event.target.value)}
      >
        {vendors.map((wallet) => (
          <option key={wallet.walletId} value={wallet.walletId}>
            {`${wallet.name} (${format(wallet.balance)})`}
          </option>
        ))}
      </FormSelect>

      <MoneyField
        label={t('common.amount')}
        currencySymbol={symbol}
        value={form.values.amount}
        onChange={(value) => change('amount', value)}
        error={text(form.errors.amount)}
        hint={
          from
            ? t('wallet.available', { name: nameOf(from), amount: format(from.balance) })
            : undefined
        }
        required
      />
      {from && from.balance > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className={layout.start}
          onClick={() => change('amount', minorToInput(from.balance))}
        >
          {t('wallet.wholeBalance')}
        </Button>
      ) : null}

      <FormAlert tone={form.outcome.tone} message={form.outcome.message} />
      <Button type="submit" fullWidth disabled={transfer.isPending}>
        {transfer.isPending ? t('wallet.transferring') : t('wallet.transfer')}
      </Button>
    </form>
  );
};
