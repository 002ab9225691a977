import { cellOf, compareRows, FIGURES, KB, markdownTable, verdict } from './summary.mjs';

const figure = (key) => FIGURES.find((f) => f.key === key);
const home = {
  page: '/index',
  score: 95,
  fcp: 900,
  lcp: 1500,
  tbt: 150,
  cls: 0.02,
  ratio: 1.2,
  js: 200 * KB,
};

describe('the summary table', () => {
  it('passes each figure at its target and fails it just past', () => {
    for (const key of ['score', 'lcp', 'tbt', 'cls', 'ratio', 'js']) {
      expect(cellOf(figure(key), home).pass).toBe(true);
    }
    const worse = {
      page: '/index',
      score: 94,
      lcp: 1501,
      tbt: 151,
      cls: 0.021,
      ratio: 1.21,
      js: 200 * KB + 1,
    };
    for (const key of ['score', 'lcp', 'tbt', 'cls', 'ratio', 'js']) {
      expect(cellOf(figure(key), worse)).toMatchObject({
        pass: false,
        text: expect.stringMatching(/✗$/),
      });
    }
  });

  it('judges the ratio and the JavaScript on the home page only, and nothing on the floor', () => {
    const lottery = { page: '/lottery', score: 60, lcp: 5000, ratio: 4, js: 400 * KB };
    expect(cellOf(figure('ratio'), lottery)).toEqual({ text: '4.00', pass: null });
    expect(cellOf(figure('js'), lottery)).toEqual({ text: '400.0 KB', pass: null });
    expect(cellOf(figure('score'), lottery).pass).toBe(false);
    const floor = { page: '/index', floor: true, score: 60, lcp: 5000 };
    expect(cellOf(figure('score'), floor)).toEqual({ text: '60', pass: null });
    expect(cellOf(figure('tbt'), floor)).toEqual({ text: '-', pass: null });
  });

  it('prints a markdown table with the targets in its headings and one line per row', () => {
    const table = markdownTable([
      { ...home, score: 73, lcp: 3900 },
      {
        page: '/index',
        floor: true,
        score: 100,
        fcp: 1000,
        lcp: 1200,
        tbt: 0,
        cls: 0,
        ratio: 1,
        js: 0,
      },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^\| page +\| perf \(≥ 95\) \| +FCP \| LCP \(≤ 1\.5 s\) \|/);
    expect(table[1]).toMatch(/^\| -+ \| -+: \|/);
    expect(table[2]).toMatch(/^\| \/index +\| +73 ✗ \| +0\.9 s \| +3\.9 s ✗ \| +150 ms ✓ \|/);
    expect(table[3]).toMatch(/^\| \/index static copy \(floor\) \| +100 \| +1\.0 s \| +1\.2 s \|/);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('counts the targets met and names the ones missed', () => {
    expect(verdict([home])).toEqual({ met: 6, of: 6, failed: [] });
    expect(
      verdict([
        { ...home, tbt: 400 },
        { page: '/rng', score: 99, lcp: 1000, tbt: 0, cls: 0, ratio: 3 },
      ]),
    ).toEqual({
      met: 9,
      of: 10,
      failed: ['/index TBT'],
    });
  });

  it('compares each page with the previous run', () => {
    const previous = [
      { ...home, score: 73, lcp: 3900 },
      { page: '/index', floor: true, lcp: 2900 },
    ];
    const current = [
      home,
      { page: '/index', floor: true, lcp: 1200 },
      { page: '/lottery', lcp: 1000 },
    ];
    expect(compareRows(previous, current)).toEqual([
      '/index: perf 73 → 95, FCP 0.9 s → 0.9 s, LCP 3.9 s → 1.5 s, TBT 150 ms → 150 ms, CLS 0.020 → 0.020, LCP / floor 1.20 → 1.20, JS before interactive, gzip 200.0 KB → 200.0 KB',
      '/index (floor): LCP 2.9 s → 1.2 s',
    ]);
  });
});
