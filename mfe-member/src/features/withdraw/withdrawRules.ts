import { feeOf } from 'shared-contracts';
import { type WithdrawalSettings } from 'shared-contracts/member';
import { type FieldErrors, parseAmount } from 'shared-ui/kit';

/** The withdraw form as the player fills it. */
export interface WithdrawValues extends Record<string, unknown> {
  accountId: string;
  amount: string;
  withdrawalPassword: string;
}

/** Fee and payout of an amount, when the amount can be read. */
export const withdrawPreview = (settings: WithdrawalSettings, amountText: string) => {
  const amount = parseAmount(amountText);
  if (amount === null || amount <= 0) return null;
  const fee = feeOf(settings.fee, amount);
  return { amount, fee, payout: Math.max(0, amount - fee) };
};

/**
 * The withdraw form's rules: a bound account, an amount within the brand's bounds, the balance
 * and above the fee, and a 6-digit withdrawal password.
 */
export const validateWithdraw = (
  settings: WithdrawalSettings,
  values: WithdrawValues,
  format: (minor: number) => string,
): FieldErrors<WithdrawValues> => {
  const errors: FieldErrors<WithdrawValues> = {};
  const amount = parseAmount(values.amount);
  if (!settings.accounts.some((account) => account.accountId === values.accountId))
    errors.accountId = { key: 'withdraw.chooseAccount' };
  if (values.amount.trim() === '') errors.amount = { key: 'common.required' };
  else if (amount === null || amount <= 0) errors.amount = { key: 'common.amountInvalid' };
  else if (amount < settings.minAmount)
    errors.amount = { key: 'common.amountMin', params: { min: format(settings.minAmount) } };
  else if (amount > settings.maxAmount)
    errors.amount = { key: 'common.amountMax', params: { max: format(settings.maxAmount) } };
  else if (amount > settings.mainBalance)
    errors.amount = {
      key: 'common.amountOverBalance',
      params: { balance: format(settings.mainBalance) },
    };
  else if (feeOf(settings.fee, amount) >= amount) errors.amount = { key: 'withdraw.belowFee' };
  if (values.withdrawalPassword === '') errors.withdrawalPassword = { key: 'common.required' };
  else if (!/^\d{6}$/.test(values.withdrawalPassword))
    errors.withdrawalPassword = { key: 'common.withdrawalPasswordInvalid' };
  return errors;
};
