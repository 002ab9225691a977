import { PlatformError } from 'shared-contracts';
import { type UplineInfo } from 'shared-contracts/member';

import { uplineBlock, uplineRefusal, type UplineValues, validateUpline } from './uplineRules';

const info = (overrides: Partial<UplineInfo> = {}): UplineInfo => ({
  upline: { username: 'agent7', nickname: 'Agent Seven' },
  currency: 'USD',
  minAmount: 1_000,
  maxAmount: 50_000,
  dailyMax: 80_000,
  dailyUsed: 60_000,
  mainBalance: 30_000,
  ...overrides,
});
const format = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const check = (values: Partial<UplineValues>, limits = info()) =>
  validateUpline({ amount: '', withdrawalPassword: '123456', ...values }, limits, format);

describe('validateUpline', () => {
  it('asks for an amount and the withdrawal password', () => {
    expect(validateUpline({ amount: '', withdrawalPassword: '' }, info(), format)).toEqual({
      amount: { key: 'common.required' },
      withdrawalPassword: { key: 'common.required' },
    });
  });

  it('wants a withdrawal password of 6 digits', () => {
    expect(check({ amount: '10', withdrawalPassword: '12345' })).toEqual({
      withdrawalPassword: { key: 'common.withdrawalPasswordInvalid' },
    });
  });

  it('refuses an amount that is not one', () => {
    expect(check({ amount: '1.2.3' })).toEqual({ amount: { key: 'common.amountInvalid' } });
    expect(check({ amount: '0' })).toEqual({ amount: { key: 'common.amountInvalid' } });
  });

  it('keeps the amount within the minimum and maximum per transfer', () => {
    expect(check({ amount: '9.99' })).toEqual({
      amount: { key: 'common.amountMin', params: { min: '$10.00' } },
    });
    expect(check({ amount: '10' })).toEqual({});
    expect(check({ amount: '500.01' }, info({ dailyUsed: 0, mainBalance: 100_000 }))).toEqual({
      amount: { key: 'common.amountMax', params: { max: '$500.00' } },
    });
  });

  it('keeps the amount within what is left of the daily maximum', () => {
    expect(check({ amount: '200' })).toEqual({});
    expect(check({ amount: '200.01' })).toEqual({
      amount: { key: 'upline.overDaily', params: { left: '$200.00' } },
    });
  });

  it('keeps the amount within the main balance', () => {
    expect(check({ amount: '150' }, info({ mainBalance: 14_999 }))).toEqual({
      amount: { key: 'common.amountOverBalance', params: { balance: '$149.99' } },
    });
  });
});

describe('uplineBlock', () => {
  it('says when there is no upline or the brand offers no transfers', () => {
    expect(uplineBlock(info())).toBeNull();
    expect(uplineBlock(info({ upline: null }))).toBe('noUpline');
    expect(uplineBlock(info({ maxAmount: 0 }))).toBe('notOffered');
    expect(uplineBlock(info({ dailyMax: 0 }))).toBe('notOffered');
  });
});

describe('uplineRefusal', () => {
  const refused = (status: number, message: string, value: unknown = null) =>
    uplineRefusal(new PlatformError(message, status, 'platform', value), format);

  it('turns "no upline" into the unavailable state', () => {
    expect(refused(409, 'You have no upline agent to transfer to')).toEqual({ kind: 'noUpline' });
  });

  it('shows a wrong withdrawal password on its field', () => {
    expect(
      refused(400, 'The withdrawal password is not correct', {
        field: 'withdrawalPassword',
        reason: 'withdrawalPasswordWrong',
      }),
    ).toEqual({
      kind: 'fields',
      errors: { withdrawalPassword: { text: 'The withdrawal password is not correct' } },
    });
  });

  it('offers to set a withdrawal password when there is none', () => {
    expect(refused(400, 'Please set', { reason: 'withdrawalPasswordUnset' })).toEqual({
      kind: 'passwordUnset',
    });
  });

  it('shows the limits on the amount when the platform says it is outside them', () => {
    expect(
      refused(400, 'The amount is outside the transfer limits', {
        field: 'amount',
        min: 1_000,
        max: 50_000,
      }),
    ).toEqual({
      kind: 'fields',
      errors: {
        amount: { key: 'upline.outsideLimits', params: { min: '$10.00', max: '$500.00' } },
      },
    });
  });

  it('says how much bonus turnover is owed', () => {
    expect(
      refused(403, 'Bonus turnover not met', { reason: 'turnover', remaining: 2_500 }),
    ).toEqual({
      kind: 'alert',
      message: { key: 'upline.turnover', params: { remaining: '$25.00' } },
    });
  });

  it('shows the daily limit refusal in the platform words', () => {
    expect(refused(400, 'This transfer is over the daily transfer limit')).toEqual({
      kind: 'alert',
      message: { text: 'This transfer is over the daily transfer limit' },
    });
  });
});
