import type { MemberWallet } from 'shared-contracts/member';

import { type TransferValues, validateTransfer } from './transferRules';

const wallets: MemberWallet[] = [
  { walletId: 'MAIN', name: 'Main wallet', kind: 'main', balance: 10_000 },
  { walletId: 'EVO', name: 'Evolution', kind: 'vendor', balance: 2_500 },
];
const format = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const check = (values: Partial<TransferValues>) =>
  validateTransfer({ direction: 'in', vendor: 'EVO', amount: '', ...values }, wallets, format);

describe('validateTransfer', () => {
  it('asks for an amount', () => {
    expect(check({ amount: '  ' })).toEqual({ amount: { key: 'common.required' } });
  });

  it.each(['abc', '1.234.5', '-5', '1.5.5'])('refuses %j as an amount', (amount) => {
    expect(check({ amount })).toEqual({ amount: { key: 'common.amountInvalid' } });
  });

  it('refuses zero', () => {
    expect(check({ amount: '0' })).toEqual({ amount: { key: 'wallet.amountPositive' } });
  });

  it('accepts up to the main balance when moving into a game wallet, not a cent more', () => {
    expect(check({ amount: '100' })).toEqual({});
    expect(check({ amount: '100.01' })).toEqual({
      amount: { key: 'common.amountOverBalance', params: { balance: '$100.00' } },
    });
  });

  it('checks the game wallet balance when moving back to main', () => {
    expect(check({ direction: 'out', amount: '25' })).toEqual({});
    expect(check({ direction: 'out', amount: '26' })).toEqual({
      amount: { key: 'common.amountOverBalance', params: { balance: '$25.00' } },
    });
  });

  it('asks for a game wallet when none is chosen', () => {
    expect(check({ vendor: '', amount: '1' })).toEqual({ vendor: { key: 'common.required' } });
  });
});
