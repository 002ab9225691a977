import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositAllowance, DepositChannel, DepositOrder } from 'shared-contracts/member';
import { Button, TextField } from 'shared-ui';
import {
  FormAlert,
  messageOf,
  minorToInput,
  reasonOf,
  refusalOf,
  useForm,
  useIdempotencyKey,
  useMessage,
  useMoney,
} from 'shared-ui/kit';

import { useCreateDeposit } from '../../api/deposit';
import { useProfile } from '../../api/security';
import { cx, layout } from '../../components/layout';
import { MoneyField } from '../../components/MoneyField';
import { type PickedImage, UploadingImagePicker } from '../../components/UploadingImagePicker';
import { member } from '../../remote';
import { depositPreview, type DepositValues, validateDeposit } from './depositRules';

export interface DepositFormProps {
  channel: DepositChannel;
  allowance: DepositAllowance;
  /** The order the platform opened. */
  onOpened: (order: DepositOrder) => void;
}

/** Amount (typed or a preset), payer name and receipt for bank transfers, fee shown before. */
export const DepositForm = ({ channel, allowance, onOpened }: DepositFormProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const { format, symbol } = useMoney();
  const create = useCreateDeposit();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [receipt, setReceipt] = useState<PickedImage[]>([]);
  const bank = channel.type === 'bank_transfer';

  const form = useForm<DepositValues>({
    initial: { amount: '', payerName: '' },
    validate: (values) => validateDeposit(channel, allowance, values, format),
    onSubmit: async (values) => {
      try {
        const order = await create.mutateAsync({
          channelId: channel.channelId,
          amount: depositPreview(channel, values.amount)?.amount ?? 0,
          ...(bank
            ? {
                payerName: values.payerName.trim(),
                ...(receipt[0] ? { receiptUploadId: receipt[0].uploadId } : {}),
              }
            : {}),
          idempotencyKey,
        });
        renewKey();
        onOpened(order);
      } catch (error) {
        const refused = refusalOf(error);
        if (reasonOf(error) === 'depositLimit' && typeof refused.remaining === 'number')
          return {
            amount: { key: 'deposit.overLimit', params: { left: format(refused.remaining) } },
          };
        if (refused.field === 'amount' || refused.field === 'payerName')
          return { [refused.field]: messageOf(error) };
        throw error;
      }
    },
  });

  // The payer is most often the player: the real name on the profile fills the field once, if
  // the player has not typed in it yet (a transfer from someone else's account is edited over).
  const realName = useProfile().data?.realName ?? '';
  const prefilled = useRef(false);
  const { setField } = form;
  const payerName = form.values.payerName;
  useEffect(() => {
    if (prefilled.current || !bank || !realName) return;
    prefilled.current = true;
    if (payerName === '') setField('payerName', realName);
  }, [bank, realName, payerName, setField]);

  const preview = depositPreview(channel, form.values.amount);
  return (
    <form className={layout.page} noValidate onSubmit={(event) => void form.submit(event)}>
      <div className={layout.row} role="group" aria-label={t('deposit.presets')}>
        {channel.presets.map((preset) => (
          <Button
            key={preset}
            variant={preview?.amount === preset ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={preview?.amount === preset}
            onClick={() => form.setField('amount', minorToInput(preset))}
          >
            {format(preset)}
          </Button>
        ))}
      </div>
      <MoneyField
        label={t('common.amount')}
        required
        currencySymbol={symbol}
        value={form.values.amount}
        onChange={(value) => form.setField('amount', value)}
        hint={t('deposit.limits', {
          min: format(channel.minAmount),
          max: format(channel.maxAmount),
        })}
        error={text(form.errors.amount)}
      />
      {preview ? (
        <dl
          className={cx(layout.facts, layout.beside, layout.sunken)}
          aria-label={t('deposit.preview')}
        >
          <dt>{t('common.fee')}</dt>
          <dd>{format(preview.fee)}</dd>
          <dt>{t('deposit.creditAmount')}</dt>
          <dd>{format(preview.credit)}</dd>
        </dl>
      ) : null}
      {bank ? (
        <>
          <TextField
            label={t('deposit.payerName')}
            required
            maxLength={50}
            autoComplete="name"
            value={form.values.payerName}
            onChange={(event) => form.setField('payerName', event.target.value)}
            hint={t('deposit.payerNameHint')}
            error={text(form.errors.payerName)}
          />
          <UploadingImagePicker
            label={t('deposit.receipt')}
            max={1}
            images={receipt}
            onChange={setReceipt}
          />
        </>
      ) : null}
      <FormAlert message={form.outcome.message} tone={form.outcome.tone} />
      <Button type="submit" fullWidth disabled={create.isPending} aria-busy={create.isPending}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
};
