import { PlatformError } from 'shared-contracts';
import { type UplineInfo } from 'shared-contracts/member';
import {
  type FieldErrors,
  type Message,
  messageOf,
  parseAmount,
  reasonOf,
  refusalOf,
} from 'shared-ui/kit';

/** The transfer form as the player fills it. */
export interface UplineValues extends Record<string, unknown> {
  amount: string;
  withdrawalPassword: string;
}

/** What may still be sent today under the brand's daily maximum. */
export const dailyLeft = (info: UplineInfo): number => Math.max(0, info.dailyMax - info.dailyUsed);

/** Why transfers to the upline cannot be made at all, or null when they can. */
export const uplineBlock = (info: UplineInfo): 'noUpline' | 'notOffered' | null => {
  if (!info.upline) return 'noUpline';
  if (info.maxAmount <= 0 || info.dailyMax <= 0 || info.maxAmount < info.minAmount)
    return 'notOffered';
  return null;
};

/**
 * The form's rules: an amount with at most two decimals within the brand's minimum and maximum,
 * what is left of today's maximum and the main balance; the 6-digit withdrawal password.
 */
export const validateUpline = (
  values: UplineValues,
  info: UplineInfo,
  format: (minor: number) => string,
): FieldErrors<UplineValues> => {
  const errors: FieldErrors<UplineValues> = {};
  const text = values.amount.trim();
  const amount = text === '' ? null : parseAmount(text);
  if (text === '') errors.amount = { key: 'common.required' };
  else if (amount === null || amount <= 0) errors.amount = { key: 'common.amountInvalid' };
  else if (amount < info.minAmount)
    errors.amount = { key: 'common.amountMin', params: { min: format(info.minAmount) } };
  else if (amount > info.maxAmount)
    errors.amount = { key: 'common.amountMax', params: { max: format(info.maxAmount) } };
  else if (amount > dailyLeft(info))
    errors.amount = { key: 'upline.overDaily', params: { left: format(dailyLeft(info)) } };
  else if (amount > info.mainBalance)
    errors.amount = {
      key: 'common.amountOverBalance',
      params: { balance: format(info.mainBalance) },
    };
  if (values.withdrawalPassword === '') errors.withdrawalPassword = { key: 'common.required' };
  else if (!/^\d{6}$/.test(values.withdrawalPassword))
    errors.withdrawalPassword = { key: 'common.withdrawalPasswordInvalid' };
  return errors;
};

/** How the page shows a refused transfer. */
export type UplineRefusal =
  /** The upline is gone (or never was): the page shows why transfers are unavailable. */
  | { kind: 'noUpline' }
  /** No withdrawal password yet: a way to set one. */
  | { kind: 'passwordUnset' }
  /** A field's own problem, shown next to it. */
  | { kind: 'fields'; errors: FieldErrors<UplineValues> }
  /** Anything else, shown above the button. */
  | { kind: 'alert'; message: Message };

/** Sorts a platform refusal of POST /wps/member/upline/transfer into how the page shows it. */
export const uplineRefusal = (error: unknown, format: (minor: number) => string): UplineRefusal => {
  const reason = reasonOf(error);
  const value = refusalOf(error);
  if (error instanceof PlatformError && error.status === 409) return { kind: 'noUpline' };
  if (reason === 'withdrawalPasswordUnset') return { kind: 'passwordUnset' };
  if (reason === 'withdrawalPasswordWrong')
    return { kind: 'fields', errors: { withdrawalPassword: messageOf(error) } };
  if (reason === 'turnover' && typeof value.remaining === 'number')
    return {
      kind: 'alert',
      message: { key: 'upline.turnover', params: { remaining: format(value.remaining) } },
    };
  if (value.field === 'amount' && typeof value.min === 'number' && typeof value.max === 'number')
    return {
      kind: 'fields',
      errors: {
        amount: {
          key: 'upline.outsideLimits',
          params: { min: format(value.min), max: format(value.max) },
        },
      },
    };
  return { kind: 'alert', message: messageOf(error) };
};
