import { maskUsername, missionPeriodOf, previousMissionPeriodOf } from './missionPeriods';

const at = (iso: string) => Date.parse(iso);

describe('missionPeriodOf', () => {
  it('starts the daily period at midnight UTC+08:00, not at UTC midnight', () => {
    // 2025-03-12 23:30 UTC is already 2025-03-13 07:30 at UTC+08:00.
    expect(missionPeriodOf('daily', at('2025-03-12T23:30:00Z'))).toEqual({
      from: '2025-03-13',
      to: '2025-03-13',
      start: at('2025-03-12T16:00:00Z'),
      end: at('2025-03-13T16:00:00Z'),
    });
    // 15:59:59.999 UTC is the last instant of the report day 2025-03-12.
    expect(missionPeriodOf('daily', at('2025-03-12T15:59:59.999Z')).from).toBe('2025-03-12');
  });

  it('runs the weekly period from Monday to Sunday of the report week', () => {
    // Sunday 2025-03-16 20:00 at UTC+08:00 still belongs to the week of Monday 2025-03-10 ...
    const sunday = missionPeriodOf('weekly', at('2025-03-16T12:00:00Z'));
    expect(sunday).toMatchObject({ from: '2025-03-10', to: '2025-03-16' });
    expect(sunday.end - sunday.start).toBe(7 * 86_400_000);
    // ... and 16:00 UTC that Sunday is Monday 00:00 of the next week.
    expect(missionPeriodOf('weekly', at('2025-03-16T16:00:00Z'))).toMatchObject({
      from: '2025-03-17',
      to: '2025-03-23',
      start: at('2025-03-16T16:00:00Z'),
    });
  });

  it('crosses months and years', () => {
    expect(missionPeriodOf('weekly', at('2025-01-01T04:00:00Z'))).toMatchObject({
      from: '2024-12-30',
      to: '2025-01-05',
    });
  });
});

describe('previousMissionPeriodOf', () => {
  it('is the day or the week just before, ending where the current one starts', () => {
    const now = at('2025-03-10T01:00:00Z');
    expect(previousMissionPeriodOf('daily', now)).toMatchObject({
      from: '2025-03-09',
      to: '2025-03-09',
      end: missionPeriodOf('daily', now).start,
    });
    expect(previousMissionPeriodOf('weekly', now)).toMatchObject({
      from: '2025-03-03',
      to: '2025-03-09',
      end: missionPeriodOf('weekly', now).start,
    });
  });
});

describe('maskUsername', () => {
  it('keeps the first two characters and the last of longer names', () => {
    expect(maskUsername('demo')).toBe('de***o');
    expect(maskUsername('agent01p001')).toBe('ag***1');
  });

  it('keeps only the first character of short names', () => {
    expect(maskUsername('bob')).toBe('b***');
    expect(maskUsername('x')).toBe('x***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskUsername('🎲abc🎯')).toBe('🎲a***🎯');
  });
});
