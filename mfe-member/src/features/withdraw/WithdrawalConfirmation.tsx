import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from 'shared-contracts/member';
import { Button, Card } from 'shared-ui';
import {
  FormAlert,
  formatDateTime,
  messageOf,
  parseAmount,
  refusalOf,
  useForm,
  useLanguage,
  useMessage,
  useMoney,
} from 'shared-ui/kit';

import { useConfirmWithdrawal } from '../../api/withdrawal';
import { cx, layout } from '../../components/layout';
import { MoneyField } from '../../components/MoneyField';
import { type PickedImage, UploadingImagePicker } from '../../components/UploadingImagePicker';
import { member } from '../../remote';
import {
  type ConfirmationValues,
  MAX_PROOFS,
  remainingOf,
  validateConfirmation,
} from './confirmationRules';

export interface WithdrawalConfirmationProps {
  withdrawal: Withdrawal;
  /** The brand's minutes after which an unanswered withdrawal counts as received. */
  autoReceiveMinutes: number | null;
}

const ANSWERS = [
  ['received', 'withdraw.answer.received'],
  ['partly_received', 'withdraw.answer.partly_received'],
  ['not_received', 'withdraw.answer.not_received'],
] as const;

/**
 * "Did you receive it?" for a disbursed withdrawal (SPEC section 4): received, partly received
 * (with the amount that arrived) or not received (with proof images).
 */
export const WithdrawalConfirmation = ({
  withdrawal,
  autoReceiveMinutes,
}: WithdrawalConfirmationProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const language = useLanguage();
  const { format, symbol } = useMoney();
  const confirm = useConfirmWithdrawal();
  const [proofs, setProofs] = useState<PickedImage[]>([]);
  const payout = withdrawal.payoutAmount;

  const form = useForm<ConfirmationValues>({
    initial: { result: '', receivedAmount: '', proofUploadIds: [] },
    validate: (values) => validateConfirmation(payout, values, format),
    onSubmit: async (values) => {
      if (values.result === '') return;
      try {
        await confirm.mutateAsync({
          withdrawalId: withdrawal.withdrawalId,
          result: values.result,
          ...(values.result === 'partly_received'
            ? { receivedAmount: parseAmount(values.receivedAmount) ?? 0 }
            : {}),
          // Proof is required when nothing arrived and welcome when only part did.
          ...(values.result !== 'received' && values.proofUploadIds.length > 0
            ? { proofUploadIds: values.proofUploadIds }
            : {}),
        });
      } catch (error) {
        const field = refusalOf(error).field;
        if (field === 'receivedAmount' || field === 'proofUploadIds')
          return { [field]: messageOf(error) };
        throw error;
      }
    },
  });

  const remaining = remainingOf(payout, form.values.receivedAmount);
  return (
    <Card
      as="form"
      variant="outline"
      tone="warning"
      gap="md"
      noValidate
      aria-label={t('withdraw.confirmFor', { reference: withdrawal.reference })}
      onSubmit={(event) => void form.submit(event)}
    >
      <p className={cx(layout.text, layout.strong)}>{t('withdraw.question')}</p>
      <p className={layout.muted}>
        {withdrawal.confirmDeadline !== null
          ? t('withdraw.deadline', {
              time: formatDateTime(withdrawal.confirmDeadline, language),
              minutes: autoReceiveMinutes ?? '',
            })
          : null}{' '}
        {t('withdraw.forcedReceivedWarning')}
      </p>
      <div className={layout.row} role="group" aria-label={t('withdraw.question')}>
        {ANSWERS.map(([result, label]) => (
          <Button
            key={result}
            size="sm"
            variant={form.values.result === result ? 'primary' : 'secondary'}
            aria-pressed={form.values.result === result}
            onClick={() => form.setField('result', result)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      {form.errors.result ? <FormAlert message={form.errors.result} /> : null}
      {form.values.result === 'partly_received' ? (
        <>
          <MoneyField
            label={t('withdraw.receivedAmount')}
            required
            currencySymbol={symbol}
            value={form.values.receivedAmount}
            onChange={(value) => form.setField('receivedAmount', value)}
            hint={t('withdraw.payoutWas', { payout: format(payout) })}
            error={text(form.errors.receivedAmount)}
          />
          {remaining !== null ? (
            <p className={cx(layout.text, layout.small)} role="status">
              {t('withdraw.remaining', { remaining: format(remaining) })}
            </p>
          ) : null}
        </>
      ) : null}
      {form.values.result === 'partly_received' || form.values.result === 'not_received' ? (
        <UploadingImagePicker
          label={
            form.values.result === 'not_received'
              ? t('withdraw.proof')
              : t('withdraw.proofOptional')
          }
          hint={t('withdraw.proofHint')}
          required={form.values.result === 'not_received'}
          max={MAX_PROOFS}
          images={proofs}
          onChange={(images) => {
            setProofs(images);
            form.setField(
              'proofUploadIds',
              images.map((image) => image.uploadId),
            );
          }}
          error={text(form.errors.proofUploadIds)}
        />
      ) : null}
      <FormAlert message={form.outcome.message} tone={form.outcome.tone} />
      <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {t('common.confirm')}
      </Button>
    </Card>
  );
};
