import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineInfo } from 'shared-contracts/member';
import { Button } from 'shared-ui';
import {
  FormAlert,
  type Message,
  parseAmount,
  useForm,
  useIdempotencyKey,
  useMessage,
  useMoney,
} from 'shared-ui/kit';

import { useUplineTransfer } from '../../api/upline';
import { layout } from '../../components/layout';
import { MoneyField } from '../../components/MoneyField';
import { PasswordField } from '../../components/PasswordField';
import { member } from '../../remote';
import { useCentrePage } from '../centre/useCentrePage';
import { UplineConfirmation } from './UplineConfirmation';
import { uplineRefusal, type UplineValues, validateUpline } from './uplineRules';

export interface UplineTransferFormProps {
  info: UplineInfo;
  /** The upline agent as the page names them. */
  agent: string;
  /** The platform answered that there is no upline (any more). */
  onUplineGone: () => void;
}

/** The refusal that offers the way to set a withdrawal password up. */
const PASSWORD_UNSET: Message = { key: 'common.withdrawalPasswordNotSet' };

/**
 * Amount and withdrawal password, then a confirmation step that names the agent and the
 * amount; a refusal returns to the form with everything typed kept.
 */
export const UplineTransferForm = ({ info, agent, onUplineGone }: UplineTransferFormProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const { format, symbol } = useMoney();
  const { open } = useCentrePage();
  const transfer = useUplineTransfer();
  const [key, renewKey] = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);

  const form = useForm<UplineValues>({
    initial: { amount: '', withdrawalPassword: '' },
    validate: (values) => validateUpline(values, info, format),
    onSubmit: () => setConfirming(true),
  });
  const amount = parseAmount(form.values.amount) ?? 0;

  const send = async () => {
    try {
      await transfer.mutateAsync({
        amount,
        withdrawalPassword: form.values.withdrawalPassword,
        idempotencyKey: key,
      });
      renewKey();
      form.reset();
      form.outcome.success({ key: 'upline.sent', params: { amount: format(amount), agent } });
    } catch (failure) {
      const refusal = uplineRefusal(failure, format);
      if (refusal.kind === 'noUpline') return onUplineGone();
      if (refusal.kind === 'fields') form.setErrors(refusal.errors);
      if (refusal.kind === 'alert') form.outcome.fail(refusal.message);
      else if (refusal.kind === 'passwordUnset') form.outcome.fail(PASSWORD_UNSET);
      else form.outcome.clear();
    } finally {
      setConfirming(false);
    }
  };

  if (confirming)
    return (
      <UplineConfirmation
        amount={format(amount)}
        agent={agent}
        pending={transfer.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    );

  const change = <K extends keyof UplineValues>(field: K, value: UplineValues[K]) => {
    form.outcome.clear();
    form.setField(field, value);
  };

  return (
    <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
      <MoneyField
        label={t('common.amount')}
        currencySymbol={symbol}
        value={form.values.amount}
        onChange={(value) => change('amount', value)}
        error={text(form.errors.amount)}
        hint={t('upline.range', { min: format(info.minAmount), max: format(info.maxAmount) })}
        required
      />
      <PasswordField
        digits
        label={t('common.withdrawalPassword')}
        hint={t('common.withdrawalPasswordHint')}
        value={form.values.withdrawalPassword}
        onChange={(value) => change('withdrawalPassword', value)}
        error={text(form.errors.withdrawalPassword)}
        required
      />
      <FormAlert tone={form.outcome.tone} message={form.outcome.message} />
      {form.outcome.message === PASSWORD_UNSET ? (
        <Button variant="secondary" onClick={() => open('securityCenter')}>
          {t('common.setUpWithdrawalPassword')}
        </Button>
      ) : null}
      <Button type="submit" fullWidth>
        {t('upline.continue')}
      </Button>
    </form>
  );
};
