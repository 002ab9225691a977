import { quickPeriod, quickPeriodOf, reportToday } from './periods';

describe('quick periods', () => {
  it('counts back from today, both ends included', () => {
    expect(quickPeriod('today', '2025-03-10')).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(quickPeriod('yesterday', '2025-03-01')).toEqual({
      from: '2025-02-28',
      to: '2025-02-28',
    });
    expect(quickPeriod('last7', '2025-03-10')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(quickPeriod('last30', '2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('takes this month up to today and the whole of last month', () => {
    expect(quickPeriod('thisMonth', '2024-03-10')).toEqual({
      from: '2024-03-01',
      to: '2024-03-10',
    });
    expect(quickPeriod('lastMonth', '2024-03-10')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(quickPeriod('lastMonth', '2025-01-05')).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });

  it('names the quick pick a period equals, or none', () => {
    expect(quickPeriodOf({ from: '2025-03-04', to: '2025-03-10' }, '2025-03-10')).toBe('last7');
    expect(quickPeriodOf({ from: '2025-03-05', to: '2025-03-10' }, '2025-03-10')).toBeNull();
    // Only among the picks offered.
    expect(
      quickPeriodOf({ from: '2025-03-01', to: '2025-03-10' }, '2025-03-10', ['today', 'last7']),
    ).toBeNull();
  });

  it('counts today at UTC+08:00', () => {
    // 2025-03-10 17:00 UTC is already 2025-03-11 01:00 at UTC+08:00.
    expect(reportToday(Date.UTC(2025, 2, 10, 17))).toBe('2025-03-11');
  });
});
