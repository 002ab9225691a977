import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('formats a date in the language asked for, each with its own formatter', () => {
    const date = Date.UTC(2026, 2, 5, 12, 0);
    expect(formatDate(date, 'EN')).toBe('5 Mar 2026');
    expect(formatDate(date, 'CN')).toBe('2026年3月5日');
    expect(formatDate(date, 'EN')).toBe('5 Mar 2026');
  });

  it('writes Gregorian years in Thai too, as the content does (not the Buddhist Era 2569)', () => {
    expect(formatDate(Date.UTC(2026, 2, 5, 12, 0), 'TH')).toBe('5 มี.ค. 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime(Date.UTC(2026, 2, 5, 12, 0), 'EN')).toMatch(/5 Mar 2026.*\d{1,2}:00/);
  });
});
