import type { Tier } from '../api/agent/contracts';
import { applyRateBp, rateFor, tierFor, tiersWithin, validateTiers, wageOf } from './tiers';

const tier = (minValidTurnover: number, minActiveMembers: number, rateBp: number): Tier => ({
  minValidTurnover,
  minActiveMembers,
  rateBp,
});

const own = [tier(100_000, 5, 50), tier(1_000_000, 10, 80), tier(5_000_000, 20, 120)];

describe('tierFor', () => {
  it('needs both minimums', () => {
    expect(tierFor(own, { validTurnover: 999_999, activeMembers: 50 })).toEqual(own[0]);
    expect(tierFor(own, { validTurnover: 10_000_000, activeMembers: 9 })).toEqual(own[0]);
    expect(tierFor(own, { validTurnover: 1_000_000, activeMembers: 10 })).toEqual(own[1]);
    expect(tierFor(own, { validTurnover: 5_000_000, activeMembers: 19 })).toEqual(own[1]);
    expect(tierFor(own, { validTurnover: 5_000_000, activeMembers: 20 })).toEqual(own[2]);
  });

  it('is null below every tier', () => {
    expect(tierFor(own, { validTurnover: 99_999, activeMembers: 100 })).toBeNull();
    expect(tierFor(own, { validTurnover: 100_000_000, activeMembers: 4 })).toBeNull();
    expect(tierFor([], { validTurnover: 1, activeMembers: 1 })).toBeNull();
    expect(rateFor(own, { validTurnover: 0, activeMembers: 0 })).toBe(0);
  });

  it('takes the highest rate met whatever the order', () => {
    const shuffled = [own[2], own[0], own[1]] as Tier[];
    expect(tierFor(shuffled, { validTurnover: 2_000_000, activeMembers: 30 })).toEqual(own[1]);
    expect(rateFor(shuffled, { validTurnover: 9_000_000, activeMembers: 30 })).toBe(120);
  });
});

describe('wageOf', () => {
  it('floors the tier rate of the valid turnover', () => {
    // 1 234 567 × 80 / 10 000 = 9 876.5360
    expect(wageOf(own, { validTurnover: 1_234_567, activeMembers: 12 })).toBe(9_876);
    // 5 000 001 × 120 / 10 000 = 60 000.012
    expect(wageOf(own, { validTurnover: 5_000_001, activeMembers: 20 })).toBe(60_000);
    // 100 019 × 50 / 10 000 = 500.095
    expect(wageOf(own, { validTurnover: 100_019, activeMembers: 5 })).toBe(500);
    // 199 × 50 / 10 000 = 0.995: below one minor unit.
    expect(wageOf([tier(0, 0, 50)], { validTurnover: 199, activeMembers: 0 })).toBe(0);
    expect(wageOf([tier(0, 0, 50)], { validTurnover: 200, activeMembers: 0 })).toBe(1);
  });

  it('is 0 when no tier is reached', () => {
    expect(wageOf(own, { validTurnover: 99_999_999, activeMembers: 4 })).toBe(0);
  });
});

describe('applyRateBp', () => {
  it('floors toward minus infinity', () => {
    expect(applyRateBp(12_345, 10_000)).toBe(12_345);
    expect(applyRateBp(12_345, 0)).toBe(0);
    expect(applyRateBp(-1, 1)).toBe(-1);
    expect(applyRateBp(-10_000, 1)).toBe(-1);
    expect(applyRateBp(-10_001, 1)).toBe(-2);
  });

  it('stays exact beyond the safe integer range of the product', () => {
    // 9 007 199 254 740 991 × 80 = 720 575 940 379 279 280 → / 10 000 = 72 057 594 037 927.928
    expect(applyRateBp(Number.MAX_SAFE_INTEGER, 80)).toBe(72_057_594_037_927);
    expect(applyRateBp(-Number.MAX_SAFE_INTEGER, 80)).toBe(-72_057_594_037_928);
    expect(applyRateBp(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('validateTiers', () => {
  it('accepts ascending tiers', () => {
    expect(validateTiers(own)).toBeNull();
    expect(validateTiers([tier(0, 0, 10_000)])).toBeNull();
    // Same turnover, more members: still ascending.
    expect(validateTiers([tier(100, 1, 10), tier(100, 2, 20)])).toBeNull();
    expect(validateTiers(Array.from({ length: 10 }, (_, i) => tier(i, i, i + 1)))).toBeNull();
  });

  it('wants 1 to 10 tiers', () => {
    expect(validateTiers([])).toEqual({ problem: 'count', index: null });
    expect(validateTiers(Array.from({ length: 11 }, (_, i) => tier(i, i, i + 1)))).toEqual({
      problem: 'count',
      index: null,
    });
  });

  it('wants rates of 1 to 10 000 bp and whole minimums', () => {
    expect(validateTiers([tier(0, 0, 0)])).toEqual({ problem: 'rate', index: 0 });
    expect(validateTiers([tier(0, 0, 50), tier(10, 1, 10_001)])).toEqual({
      problem: 'rate',
      index: 1,
    });
    expect(validateTiers([tier(0, 0, 1.5)])).toEqual({ problem: 'rate', index: 0 });
    expect(validateTiers([tier(-1, 0, 10)])).toEqual({ problem: 'minimum', index: 0 });
    expect(validateTiers([tier(0, 0.5, 10)])).toEqual({ problem: 'minimum', index: 0 });
  });

  it('wants minimums and rates rising', () => {
    expect(validateTiers([tier(100, 1, 10), tier(100, 1, 20)])).toEqual({
      problem: 'minimumsNotAscending',
      index: 1,
    });
    expect(validateTiers([tier(100, 5, 10), tier(200, 4, 20)])).toEqual({
      problem: 'minimumsNotAscending',
      index: 1,
    });
    expect(validateTiers([tier(100, 1, 20), tier(200, 2, 20)])).toEqual({
      problem: 'ratesNotAscending',
      index: 1,
    });
    expect(validateTiers([tier(100, 1, 20), tier(200, 2, 30), tier(300, 3, 25)])).toEqual({
      problem: 'ratesNotAscending',
      index: 2,
    });
  });
});

describe('tiersWithin', () => {
  it('allows terms no better than my own at the same minimums', () => {
    expect(tiersWithin([tier(100_000, 5, 50)], own)).toBe(true);
    expect(tiersWithin([tier(100_000, 5, 40), tier(1_000_000, 10, 80)], own)).toBe(true);
    // At 1 000 000 and 5 members my own terms give 50.
    expect(tiersWithin([tier(1_000_000, 5, 50)], own)).toBe(true);
    expect(tiersWithin([tier(2_000_000, 10, 80), tier(6_000_000, 25, 120)], own)).toBe(true);
    expect(tiersWithin(own, own)).toBe(true);
  });

  it('refuses a better rate anywhere', () => {
    expect(tiersWithin([tier(100_000, 5, 51)], own)).toBe(false);
    // Below my first tier I earn nothing, so I cannot offer anything there.
    expect(tiersWithin([tier(50_000, 5, 10)], own)).toBe(false);
    // 80 needs 10 members in my terms.
    expect(tiersWithin([tier(1_000_000, 5, 80)], own)).toBe(false);
    expect(tiersWithin([tier(100_000, 5, 10), tier(5_000_000, 20, 121)], own)).toBe(false);
    expect(tiersWithin([tier(0, 0, 1)], [])).toBe(false);
  });
});
