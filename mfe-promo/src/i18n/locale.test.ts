import { formatDate } from './locale';

describe('formatDate', () => {
  it('formats a date in the language asked for, each with its own formatter', () => {
    const date = Date.UTC(2026, 2, 5, 12, 0);
    expect(formatDate(date, 'EN')).toBe('5 Mar 2026');
    expect(formatDate(date, 'CN')).toBe('2026年3月5日');
    expect(formatDate(date, 'EN')).toBe('5 Mar 2026');
  });
});
