import { EXCLUSION_OPTIONS, exclusionEnd } from './exclusionRules';

describe('EXCLUSION_OPTIONS', () => {
  it('offers time-outs of 24 hours to 6 weeks and self-exclusions of 6 months to 5 years', () => {
    expect(EXCLUSION_OPTIONS.timeout.map((option) => option.request.hours)).toEqual([
      24, 72, 168, 336, 672, 1008,
    ]);
    expect(EXCLUSION_OPTIONS.self_exclusion.map((option) => option.request.months)).toEqual([
      6, 12, 24, 36, 60,
    ]);
  });
});

describe('exclusionEnd', () => {
  const now = Date.UTC(2026, 0, 31, 12);

  it('ends a time-out after its hours', () => {
    expect(exclusionEnd({ kind: 'timeout', hours: 24 }, now)).toBe(Date.UTC(2026, 1, 1, 12));
  });

  it('ends a self-exclusion after calendar months, as the platform counts them', () => {
    expect(exclusionEnd({ kind: 'self_exclusion', months: 6 }, now)).toBe(
      Date.UTC(2026, 6, 31, 12),
    );
  });
});
