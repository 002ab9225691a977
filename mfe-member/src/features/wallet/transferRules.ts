import type { MemberWallet } from 'shared-contracts/member';
import { type FieldErrors, parseAmount } from 'shared-ui/kit';

/** Which way the money goes: into a game wallet from the main one, or back out. */
export type TransferDirection = 'in' | 'out';

/** The transfer form as the player fills it (the amount as typed). */
export interface TransferValues extends Record<string, unknown> {
  direction: TransferDirection;
  /** The vendor (game) wallet's id. */
  vendor: string;
  amount: string;
}

/** The two wallets of a transfer: main → vendor ("in") or vendor → main ("out"). */
export const transferEnds = (
  values: Pick<TransferValues, 'direction' | 'vendor'>,
  wallets: readonly MemberWallet[],
) => {
  const main = wallets.find((wallet) => wallet.kind === 'main');
  const vendor = wallets.find(
    (wallet) => wallet.kind === 'vendor' && wallet.walletId === values.vendor,
  );
  return values.direction === 'in' ? { from: main, to: vendor } : { from: vendor, to: main };
};

/**
 * The transfer form's rules: a game wallet is chosen, the amount is a positive amount with at
 * most two decimals and not above the balance of the wallet it leaves.
 */
export const validateTransfer = (
  values: TransferValues,
  wallets: readonly MemberWallet[],
  format: (minor: number) => string,
): FieldErrors<TransferValues> => {
  const errors: FieldErrors<TransferValues> = {};
  const { from } = transferEnds(values, wallets);
  if (!values.vendor || !from) errors.vendor = { key: 'common.required' };
  const text = values.amount.trim();
  if (text === '') return { ...errors, amount: { key: 'common.required' } };
  const amount = parseAmount(text);
  if (amount === null) errors.amount = { key: 'common.amountInvalid' };
  else if (amount <= 0) errors.amount = { key: 'wallet.amountPositive' };
  else if (from && amount > from.balance)
    errors.amount = { key: 'common.amountOverBalance', params: { balance: format(from.balance) } };
  return errors;
};
