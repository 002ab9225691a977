import {
  addDays,
  daysInPeriod,
  daysOf,
  dayStartMs,
  lastClosedSalaryPeriod,
  periodOf,
  periodOfDay,
  periodsBetween,
  previousPeriod,
  reportDayOf,
  salaryPeriodOf,
  validatePeriod,
  windowOfDays,
} from './periods';

const utc = (...fields: [number, number, number, number?, number?, number?]) => Date.UTC(...fields);

describe('report days (UTC+08:00)', () => {
  it('change at 16:00 UTC', () => {
    expect(reportDayOf(utc(2024, 11, 31, 15, 59, 59) + 999)).toBe('2024-12-31');
    expect(reportDayOf(utc(2024, 11, 31, 16))).toBe('2025-01-01');
    expect(reportDayOf(0)).toBe('1970-01-01');
    expect(reportDayOf(utc(2024, 1, 28, 16))).toBe('2024-02-29');
  });

  it('start at 00:00 UTC+08:00, the day before at 16:00 UTC', () => {
    expect(dayStartMs('2025-01-01')).toBe(utc(2024, 11, 31, 16));
    expect(dayStartMs('2024-03-01')).toBe(utc(2024, 1, 29, 16));
    expect(reportDayOf(dayStartMs('2025-06-30'))).toBe('2025-06-30');
    expect(reportDayOf(dayStartMs('2025-06-30') - 1)).toBe('2025-06-29');
  });

  it('add across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-31', 30)).toBe('2025-03-02');
  });

  it('count both ends of a period', () => {
    expect(daysInPeriod({ from: '2025-01-01', to: '2025-01-01' })).toBe(1);
    expect(daysInPeriod({ from: '2024-01-01', to: '2024-03-31' })).toBe(91);
    expect(daysInPeriod({ from: '2025-01-01', to: '2025-03-31' })).toBe(90);
    expect(daysOf({ from: '2024-02-27', to: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysOf({ from: '2025-01-02', to: '2025-01-01' })).toEqual([]);
    expect(windowOfDays({ from: '2025-01-01', to: '2025-01-02' })).toEqual({
      start: utc(2024, 11, 31, 16),
      end: utc(2025, 0, 2, 16),
    });
  });
});

describe('periods of a day', () => {
  it('run Monday to Sunday for weeks', () => {
    // 2025-01-01 is a Wednesday.
    expect(periodOfDay('weekly', '2025-01-01')).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(periodOfDay('weekly', '2024-12-30')).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(periodOfDay('weekly', '2025-01-05')).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(periodOfDay('weekly', '2025-01-06')).toEqual({ from: '2025-01-06', to: '2025-01-12' });
    expect(periodOfDay('weekly', '2024-03-01')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
  });

  it('split months at the 15th for semimonthly periods', () => {
    expect(periodOfDay('semimonthly', '2025-04-15')).toEqual({
      from: '2025-04-01',
      to: '2025-04-15',
    });
    expect(periodOfDay('semimonthly', '2025-04-16')).toEqual({
      from: '2025-04-16',
      to: '2025-04-30',
    });
    expect(periodOfDay('semimonthly', '2024-02-16')).toEqual({
      from: '2024-02-16',
      to: '2024-02-29',
    });
    expect(periodOfDay('semimonthly', '2025-02-20')).toEqual({
      from: '2025-02-16',
      to: '2025-02-28',
    });
    expect(periodOfDay('semimonthly', '2025-12-31')).toEqual({
      from: '2025-12-16',
      to: '2025-12-31',
    });
  });

  it('cover the whole month and the day itself', () => {
    expect(periodOfDay('monthly', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodOfDay('monthly', '2023-02-10')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(periodOfDay('daily', '2025-07-04')).toEqual({ from: '2025-07-04', to: '2025-07-04' });
  });
});

describe('periods of an instant', () => {
  it('follow the report day, not the UTC day', () => {
    expect(periodOf('daily', utc(2025, 0, 1, 15, 59))).toEqual({
      start: utc(2024, 11, 31, 16),
      end: utc(2025, 0, 1, 16),
    });
    expect(periodOf('daily', utc(2025, 0, 1, 16))).toEqual({
      start: utc(2025, 0, 1, 16),
      end: utc(2025, 0, 2, 16),
    });
    // Sunday 2025-01-05 23:59 at UTC+08:00 is still the week of Monday 2024-12-30.
    expect(periodOf('weekly', utc(2025, 0, 5, 15, 59))).toEqual({
      start: utc(2024, 11, 29, 16),
      end: utc(2025, 0, 5, 16),
    });
    // 2025-01-31 16:00 UTC is 2025-02-01 00:00 at UTC+08:00: February.
    expect(periodOf('monthly', utc(2025, 0, 31, 16))).toEqual({
      start: utc(2025, 0, 31, 16),
      end: utc(2025, 1, 28, 16),
    });
    expect(periodOf('semimonthly', utc(2024, 1, 15, 16))).toEqual({
      start: utc(2024, 1, 15, 16),
      end: utc(2024, 1, 29, 16),
    });
  });
});

describe('periodsBetween', () => {
  it('lists every overlapping period whole, oldest first', () => {
    expect(periodsBetween('semimonthly', '2025-01-10', '2025-02-20')).toEqual([
      { from: '2025-01-01', to: '2025-01-15' },
      { from: '2025-01-16', to: '2025-01-31' },
      { from: '2025-02-01', to: '2025-02-15' },
      { from: '2025-02-16', to: '2025-02-28' },
    ]);
    expect(periodsBetween('weekly', '2024-12-31', '2025-01-13')).toEqual([
      { from: '2024-12-30', to: '2025-01-05' },
      { from: '2025-01-06', to: '2025-01-12' },
      { from: '2025-01-13', to: '2025-01-19' },
    ]);
    expect(periodsBetween('monthly', '2024-12-15', '2025-02-01')).toEqual([
      { from: '2024-12-01', to: '2024-12-31' },
      { from: '2025-01-01', to: '2025-01-31' },
      { from: '2025-02-01', to: '2025-02-28' },
    ]);
    expect(periodsBetween('daily', '2024-02-28', '2024-03-01').map((p) => p.from)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('lists one period for a range inside it and none for a reversed range', () => {
    expect(periodsBetween('monthly', '2024-02-29', '2024-02-29')).toEqual([
      { from: '2024-02-01', to: '2024-02-29' },
    ]);
    expect(periodsBetween('daily', '2025-01-02', '2025-01-01')).toEqual([]);
  });
});

describe('previousPeriod', () => {
  it('has the same length and ends the day before', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-29',
      to: '2025-02-28',
    });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    expect(previousPeriod({ from: '2025-01-01', to: '2025-01-07' })).toEqual({
      from: '2024-12-25',
      to: '2024-12-31',
    });
  });
});

describe('salary periods', () => {
  const at = utc(2025, 0, 1, 3, 17, 5);

  it('are the report day, the clock hour and the 5-minute window', () => {
    expect(salaryPeriodOf('daily', at)).toEqual({
      start: utc(2024, 11, 31, 16),
      end: utc(2025, 0, 1, 16),
    });
    expect(salaryPeriodOf('hourly', at)).toEqual({
      start: utc(2025, 0, 1, 3),
      end: utc(2025, 0, 1, 4),
    });
    expect(salaryPeriodOf('realtime', at)).toEqual({
      start: utc(2025, 0, 1, 3, 15),
      end: utc(2025, 0, 1, 3, 20),
    });
    expect(salaryPeriodOf('realtime', utc(2025, 0, 1, 3, 20))).toEqual({
      start: utc(2025, 0, 1, 3, 20),
      end: utc(2025, 0, 1, 3, 25),
    });
    expect(salaryPeriodOf('realtime', utc(2025, 0, 1, 3, 20) - 1).end).toBe(utc(2025, 0, 1, 3, 20));
  });

  it('are closed once their end has passed', () => {
    expect(lastClosedSalaryPeriod('realtime', utc(2025, 0, 1, 3, 20))).toEqual({
      start: utc(2025, 0, 1, 3, 15),
      end: utc(2025, 0, 1, 3, 20),
    });
    expect(lastClosedSalaryPeriod('realtime', utc(2025, 0, 1, 3, 24, 59))).toEqual({
      start: utc(2025, 0, 1, 3, 15),
      end: utc(2025, 0, 1, 3, 20),
    });
    expect(lastClosedSalaryPeriod('hourly', utc(2025, 0, 1, 0, 30))).toEqual({
      start: utc(2024, 11, 31, 23),
      end: utc(2025, 0, 1, 0),
    });
    // 2025-01-01 23:00 at UTC+08:00: the last closed day is 2024-12-31.
    expect(lastClosedSalaryPeriod('daily', utc(2025, 0, 1, 15))).toEqual({
      start: utc(2024, 11, 30, 16),
      end: utc(2024, 11, 31, 16),
    });
    // 2025-01-02 00:00 at UTC+08:00: 2025-01-01 has just closed.
    expect(lastClosedSalaryPeriod('daily', utc(2025, 0, 1, 16))).toEqual({
      start: utc(2024, 11, 31, 16),
      end: utc(2025, 0, 1, 16),
    });
  });
});

describe('validatePeriod', () => {
  it('accepts up to 92 days, both ends included', () => {
    expect(validatePeriod({ from: '2025-01-01', to: '2025-01-01' })).toBeNull();
    expect(validatePeriod({ from: '2025-01-01', to: '2025-04-02' })).toBeNull();
    expect(validatePeriod({ from: '2025-01-01', to: '2025-04-03' })).toBe('periodTooLong');
    expect(validatePeriod({ from: '2024-01-01', to: '2024-04-01' })).toBeNull();
    expect(validatePeriod({ from: '2024-01-01', to: '2024-04-02' })).toBe('periodTooLong');
  });

  it('refuses a reversed period and an unreal day', () => {
    expect(validatePeriod({ from: '2025-01-02', to: '2025-01-01' })).toBe('invalidPeriod');
    expect(validatePeriod({ from: '2025-02-01', to: '2025-02-29' })).toBe('invalidPeriod');
    expect(validatePeriod({ from: '2025-1-1', to: '2025-01-02' })).toBe('invalidPeriod');
  });
});
