import { feeOf } from 'shared-contracts';
import { type DepositAllowance, type DepositChannel } from 'shared-contracts/member';
import { type Message, parseAmount } from 'shared-ui/kit';

/** The deposit form as the player fills it. */
export interface DepositValues extends Record<string, unknown> {
  amount: string;
  payerName: string;
}

/** The least the player may still deposit under all their limits, or null without a limit. */
export const allowanceLeft = (allowance: DepositAllowance): number | null => {
  const limits = [allowance.daily, allowance.weekly, allowance.monthly].filter(
    (left): left is number => left !== null,
  );
  return limits.length === 0 ? null : Math.min(...limits);
};

/** Fee and credit of an amount on a channel, when the amount can be read. */
export const depositPreview = (channel: DepositChannel, amountText: string) => {
  const amount = parseAmount(amountText);
  if (amount === null || amount <= 0) return null;
  const fee = feeOf(channel.fee, amount);
  return { amount, fee, credit: Math.max(0, amount - fee) };
};

/**
 * The deposit form's rules: an amount within the channel's bounds, above its fee and within the
 * player's own deposit limits; a payer name for bank transfers.
 */
export const validateDeposit = (
  channel: DepositChannel,
  allowance: DepositAllowance,
  values: DepositValues,
  format: (minor: number) => string,
): Partial<Record<keyof DepositValues, Message>> => {
  const errors: Partial<Record<keyof DepositValues, Message>> = {};
  const amount = parseAmount(values.amount);
  const left = allowanceLeft(allowance);
  if (values.amount.trim() === '') errors.amount = { key: 'common.required' };
  else if (amount === null || amount <= 0) errors.amount = { key: 'common.amountInvalid' };
  else if (amount < channel.minAmount)
    errors.amount = { key: 'common.amountMin', params: { min: format(channel.minAmount) } };
  else if (amount > channel.maxAmount)
    errors.amount = { key: 'common.amountMax', params: { max: format(channel.maxAmount) } };
  else if (left !== null && amount > left)
    errors.amount = { key: 'deposit.overAllowance', params: { left: format(left) } };
  else if (feeOf(channel.fee, amount) >= amount) errors.amount = { key: 'deposit.belowFee' };
  if (channel.type === 'bank_transfer' && values.payerName.trim() === '')
    errors.payerName = { key: 'common.required' };
  return errors;
};
