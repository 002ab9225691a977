import { formatDate, formatDateTime, formatDay, formatDays } from './dates';

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

describe('formatDay', () => {
  it('writes a calendar day in the language asked for', () => {
    expect(formatDay('2026-11-18', 'EN')).toBe('18 Nov 2026');
    expect(formatDay('2026-11-18', 'CN')).toBe('2026年11月18日');
    expect(formatDay('2026-11-18', 'TH')).toBe('18 พ.ย. 2026');
  });
});

describe('formatDays', () => {
  it('writes a period as its first and last days', () => {
    expect(formatDays({ from: '2026-11-18', to: '2026-11-24' }, 'EN')).toBe(
      '18 Nov 2026 – 24 Nov 2026',
    );
    expect(formatDays({ from: '2026-11-18', to: '2026-11-24' }, 'CN')).toBe(
      '2026年11月18日 – 2026年11月24日',
    );
  });

  it('writes a one-day period as that day', () => {
    expect(formatDays({ from: '2026-12-03', to: '2026-12-03' }, 'VI')).toBe('3 thg 12, 2026');
  });
});
