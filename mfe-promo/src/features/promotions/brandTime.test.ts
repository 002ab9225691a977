import { brandDate, brandDateTime } from './brandTime';

describe('promotion times in the brand’s zone (GMT+7)', () => {
  // 17:30 UTC on 31 Dec is already 1 Jan in GMT+7, whatever zone the test runs in.
  const NEW_YEAR_GMT7 = Date.UTC(2026, 11, 31, 17, 30);

  it('gives the day in GMT+7', () => {
    expect(brandDate(NEW_YEAR_GMT7, 'EN')).toBe('1 Jan 2027');
    expect(brandDate(NEW_YEAR_GMT7, 'TH')).toContain('2027');
  });

  it('gives the time in GMT+7 and says so', () => {
    expect(brandDateTime(NEW_YEAR_GMT7, 'EN')).toBe('1 Jan 2027, 00:30 (GMT+7)');
    expect(brandDateTime(NEW_YEAR_GMT7, 'CN')).toMatch(/2027.*00:30（GMT\+7）$/);
  });
});
