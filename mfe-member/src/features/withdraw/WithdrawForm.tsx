import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings } from 'shared-contracts/member';
import { Button } from 'shared-ui';
import {
  FormAlert,
  messageOf,
  reasonOf,
  refusalOf,
  useForm,
  useIdempotencyKey,
  useMessage,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import { useCreateWithdrawal } from '../../api/withdrawal';
import { FeeRuleText } from '../../components/FeeRuleText';
import { cx, layout } from '../../components/layout';
import { MoneyField } from '../../components/MoneyField';
import { PasswordField } from '../../components/PasswordField';
import { member } from '../../remote';
import { AccountPicker } from './AccountPicker';
import styles from './WithdrawForm.module.css';
import { validateWithdraw, withdrawPreview, type WithdrawValues } from './withdrawRules';
import { WithdrawSummary } from './WithdrawSummary';

export interface WithdrawFormProps {
  settings: WithdrawalSettings;
}

/**
 * Account, amount and withdrawal password, then a confirmation step with the fee and the amount
 * received. A refusal of the password takes the player back to that field; nothing typed is
 * lost.
 */
export const WithdrawForm = ({ settings }: WithdrawFormProps) => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const text = useMessage();
  const { format, symbol } = useMoney();
  const create = useCreateWithdrawal();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);

  const initial: WithdrawValues = {
    accountId: settings.accounts[0]?.accountId ?? '',
    amount: '',
    withdrawalPassword: '',
  };
  const form = useForm<WithdrawValues>({
    initial,
    validate: (values) => validateWithdraw(settings, values, format),
    onSubmit: () => setConfirming(true),
  });
  const preview = withdrawPreview(settings, form.values.amount);

  const send = async () => {
    if (!preview) return;
    form.outcome.clear();
    try {
      const withdrawal = await create.mutateAsync({
        accountId: form.values.accountId,
        amount: preview.amount,
        withdrawalPassword: form.values.withdrawalPassword,
        idempotencyKey,
      });
      renewKey();
      host.bus.publish({ type: 'RefreshBalance' });
      form.reset({ ...initial, accountId: form.values.accountId });
      setConfirming(false);
      form.outcome.success({
        key: 'withdraw.requested',
        params: { reference: withdrawal.reference },
      });
    } catch (error) {
      const refused = refusalOf(error);
      const reason = reasonOf(error);
      setConfirming(false);
      if (reason === 'withdrawalPasswordWrong' || refused.field === 'withdrawalPassword')
        form.setErrors({ withdrawalPassword: messageOf(error) });
      else if (reason === 'turnover' && typeof refused.remaining === 'number')
        form.outcome.fail({
          key: 'withdraw.turnoverLeft',
          params: { left: format(refused.remaining) },
        });
      else if (refused.field === 'amount') form.setErrors({ amount: messageOf(error) });
      else form.outcome.fail(messageOf(error));
    }
  };

  const account = settings.accounts.find((each) => each.accountId === form.values.accountId);
  if (confirming && preview)
    return (
      <div className={layout.page}>
        <p className={layout.muted}>{t('withdraw.checkBefore')}</p>
        <WithdrawSummary
          label={t('withdraw.summary')}
          account={account}
          amount={preview.amount}
          fee={preview.fee}
          payout={preview.payout}
        />
        <div className={cx(layout.row, styles.actions)}>
          <Button
            variant="secondary"
            disabled={create.isPending}
            onClick={() => setConfirming(false)}
          >
            {t('common.back')}
          </Button>
          <Button
            disabled={create.isPending}
            aria-busy={create.isPending}
            onClick={() => void send()}
          >
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    );

  return (
    <form className={layout.page} noValidate onSubmit={(event) => void form.submit(event)}>
      <p className={layout.muted}>
        {t('withdraw.rules', {
          min: format(settings.minAmount),
          max: format(settings.maxAmount),
          used: settings.dailyCountUsed,
          limit: settings.dailyCount,
        })}{' '}
        <FeeRuleText rule={settings.fee} />
      </p>
      <AccountPicker
        accounts={settings.accounts}
        value={form.values.accountId}
        onChange={(accountId) => form.setField('accountId', accountId)}
        error={text(form.errors.accountId)}
      />
      <MoneyField
        label={t('common.amount')}
        required
        currencySymbol={symbol}
        value={form.values.amount}
        onChange={(value) => form.setField('amount', value)}
        hint={t('withdraw.balance', { balance: format(settings.mainBalance) })}
        error={text(form.errors.amount)}
      />
      {preview ? (
        <WithdrawSummary
          label={t('withdraw.preview')}
          amount={preview.amount}
          fee={preview.fee}
          payout={preview.payout}
        />
      ) : null}
      <PasswordField
        digits
        label={t('common.withdrawalPassword')}
        required
        value={form.values.withdrawalPassword}
        onChange={(value) => form.setField('withdrawalPassword', value)}
        hint={t('common.withdrawalPasswordHint')}
        error={text(form.errors.withdrawalPassword)}
      />
      <FormAlert message={form.outcome.message} tone={form.outcome.tone} />
      <Button type="submit" fullWidth>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
};
