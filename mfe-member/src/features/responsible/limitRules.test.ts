import type { RgLimit } from 'shared-contracts/member';

import {
  changedLimits,
  changeTiming,
  type LimitValues,
  limitValues,
  validateLimits,
} from './limitRules';

const format = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const limits: RgLimit[] = [
  { key: 'depositDaily', value: 10_000, pending: null },
  { key: 'sessionMinutes', value: 60, pending: { value: 120, effectiveAt: 1 } },
];
const values = (overrides: Partial<LimitValues> = {}): LimitValues => ({
  ...limitValues(limits),
  ...overrides,
});

describe('limitValues', () => {
  it('fills each field with the limit in force, empty for none', () => {
    expect(limitValues(limits)).toEqual({
      depositDaily: '100',
      depositWeekly: '',
      depositMonthly: '',
      lossDaily: '',
      lossWeekly: '',
      lossMonthly: '',
      sessionMinutes: '60',
      realityCheckMinutes: '',
    });
  });
});

describe('validateLimits', () => {
  it('accepts empty fields (no limit) and the limits in force', () => {
    expect(validateLimits(values(), format)).toEqual({});
  });

  it('refuses an amount that is not one, or zero', () => {
    expect(validateLimits(values({ depositWeekly: 'abc', lossDaily: '0' }), format)).toEqual({
      depositWeekly: { key: 'common.amountInvalid' },
      lossDaily: { key: 'responsible.amountPositive' },
    });
  });

  it('refuses an amount above what the platform takes', () => {
    expect(validateLimits(values({ depositMonthly: '1000000000.01' }), format)).toEqual({
      depositMonthly: { key: 'common.amountMax', params: { max: '$1000000000.00' } },
    });
  });

  it('keeps minutes whole and within their bounds', () => {
    expect(
      validateLimits(values({ sessionMinutes: '4', realityCheckMinutes: '241' }), format),
    ).toEqual({
      sessionMinutes: { key: 'responsible.minutesRange', params: { min: 5, max: 1440 } },
      realityCheckMinutes: { key: 'responsible.minutesRange', params: { min: 5, max: 240 } },
    });
    expect(validateLimits(values({ sessionMinutes: '30.5' }), format)).toEqual({
      sessionMinutes: { key: 'responsible.minutesRange', params: { min: 5, max: 1440 } },
    });
    expect(
      validateLimits(values({ sessionMinutes: '1440', realityCheckMinutes: '5' }), format),
    ).toEqual({});
  });
});

describe('changeTiming', () => {
  it('applies a first limit or a lower one at once', () => {
    expect(changeTiming(null, 5_000)).toBe('now');
    expect(changeTiming(10_000, 5_000)).toBe('now');
  });

  it('delays a higher limit or a removal by 24 hours', () => {
    expect(changeTiming(10_000, 20_000)).toBe('later');
    expect(changeTiming(10_000, null)).toBe('later');
  });

  it('sees no change in the limit in force', () => {
    expect(changeTiming(10_000, 10_000)).toBe('none');
    expect(changeTiming(null, null)).toBe('none');
  });
});

describe('changedLimits', () => {
  it('sends only the changed limits, with when each applies', () => {
    expect(
      changedLimits(
        values({ depositDaily: '50', depositWeekly: '500', sessionMinutes: '' }),
        limits,
      ),
    ).toEqual([
      { key: 'depositDaily', value: 5_000, timing: 'now' },
      { key: 'depositWeekly', value: 50_000, timing: 'now' },
      { key: 'sessionMinutes', value: null, timing: 'later' },
    ]);
  });

  it('leaves a limit alone when its field still shows the limit in force', () => {
    expect(changedLimits(values(), limits)).toEqual([]);
  });
});
