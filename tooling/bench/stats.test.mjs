import { median, summarizeRuns } from './stats.mjs';

describe('medians of Lighthouse runs', () => {
  it('takes the middle value, the mean of the two middle ones, and ignores what was not measured', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, undefined, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('takes each figure from its own median, not from one run', () => {
    const runs = [
      { score: 70, fcp: 1000, lcp: 4000, tbt: 900, cls: 0, speedIndex: 2000 },
      { score: 80, fcp: 1100, lcp: 3000, tbt: 200, cls: 0.01, speedIndex: 2100 },
      { score: 75, fcp: 900, lcp: 3500, tbt: 500, cls: 0.02, speedIndex: 1900 },
    ];
    const summary = summarizeRuns(runs);
    expect(summary).toMatchObject({
      runs: 3,
      score: 75,
      fcp: 1000,
      lcp: 3500,
      tbt: 500,
      cls: 0.01,
    });
    expect(summary.spread.tbt).toEqual([200, 900]);
  });
});
