import { formatNoticeDate } from './formatNoticeDate';

describe('formatNoticeDate', () => {
  it('formats as yyyy-MM-dd HH:mm:ss with a 24-hour clock', () => {
    expect(formatNoticeDate(new Date(2024, 0, 5, 13, 4, 9).getTime())).toBe('2024-01-05 13:04:09');
  });

  it('pads midnight and single digits', () => {
    expect(formatNoticeDate(new Date(2023, 10, 30, 0, 0, 0).getTime())).toBe('2023-11-30 00:00:00');
  });
});
