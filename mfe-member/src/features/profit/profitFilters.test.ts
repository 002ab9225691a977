import { readProfitFilters, writeProfitFilters } from './profitFilters';

const TODAY = '2026-03-10';
const read = (search: string) => readProfitFilters(new URLSearchParams(search), TODAY);

describe('profit filters in the URL', () => {
  it('reads the period kind and the range', () => {
    expect(read('pk=semimonthly&pfrom=2026-02-01&pto=2026-03-10')).toEqual({
      periodKind: 'semimonthly',
      from: '2026-02-01',
      to: '2026-03-10',
    });
  });

  it('takes the defaults (by day, the last 7 days) for what is missing or wrong', () => {
    const lastWeek = { periodKind: 'daily', from: '2026-03-04', to: TODAY };
    expect(read('')).toEqual(lastWeek);
    expect(read('pk=hourly&pfrom=2026-03-01&pto=2026-03-02')).toEqual({
      ...lastWeek,
      from: '2026-03-01',
      to: '2026-03-02',
    });
    // A start after the end, a period over 92 days, a day that does not exist, half a period.
    expect(read('pk=weekly&pfrom=2026-03-05&pto=2026-03-01')).toEqual({
      ...lastWeek,
      periodKind: 'weekly',
    });
    expect(read('pfrom=2025-11-01&pto=2026-03-10')).toEqual(lastWeek);
    expect(read('pfrom=2026-02-30&pto=2026-03-10')).toEqual(lastWeek);
    expect(read('pfrom=2026-03-01')).toEqual(lastWeek);
  });

  it('writes the filters next to the parameters already there', () => {
    const next = writeProfitFilters(new URLSearchParams('mc=personalProfit&pk=daily'), {
      periodKind: 'monthly',
      from: '2026-01-01',
      to: '2026-03-10',
    });
    expect(next.toString()).toBe('mc=personalProfit&pk=monthly&pfrom=2026-01-01&pto=2026-03-10');
  });
});
