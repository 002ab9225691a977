import {
  CLOSE_BEFORE_DRAW_MS,
  LOTTERY_GAMES,
  type LotteryGame,
  lotteryGameByCode,
} from './catalogue';
import {
  issueAfter,
  issueAt,
  issueByNo,
  issuesDrawnBetween,
  lastDrawnIssue,
  nextIssues,
} from './schedule';
import { seededRandom } from './testSupport';

const game = (code: string): LotteryGame => {
  const found = lotteryGameByCode(code);
  if (!found) throw new Error(code);
  return found;
};
/** Epoch ms of a local wall-clock time at a UTC offset given as "+08:00". */
const at = (local: string, offset: string) => Date.parse(`${local}${offset}`);
const CN = '+08:00';
const VN = '+07:00';

describe('interval games', () => {
  const ssc1 = game('SSC1');

  it('numbers the first issue of the local day 0001 and draws it one interval after midnight', () => {
    expect(issueAt(ssc1, at('2025-01-01T00:00:00', CN))).toEqual({
      issueNo: '20250101-0001',
      opensAt: at('2024-12-31T23:59:50', CN),
      salesCloseAt: at('2025-01-01T00:00:50', CN),
      drawAt: at('2025-01-01T00:01:00', CN),
    });
  });

  it('keeps the last issue of a day (drawn at midnight) on that day', () => {
    expect(issueAt(ssc1, at('2024-12-31T23:59:49.999', CN)).issueNo).toBe('20241231-1440');
    expect(issueAt(ssc1, at('2024-12-31T23:59:49.999', CN)).drawAt).toBe(
      at('2025-01-01T00:00:00', CN),
    );
  });

  it('closes sales 10 s before the draw: the next issue is on sale from then', () => {
    const closing = at('2025-03-15T12:34:50', CN);
    expect(issueAt(ssc1, closing - 1).issueNo).toBe('20250315-0755');
    expect(issueAt(ssc1, closing).issueNo).toBe('20250315-0756');
    expect(issueAt(ssc1, closing).opensAt).toBe(closing);
  });

  it('follows the game time zone, not UTC, for the day and the sequence', () => {
    // 16:30 UTC on 1 January is 00:30 on 2 January in UTC+08:00 and 23:30 on 1 January in +07:00.
    const instant = Date.parse('2025-01-01T16:30:00Z');
    expect(issueAt(ssc1, instant).issueNo).toBe('20250102-0031');
    expect(issueAt(game('VN_FAST5'), instant).issueNo).toBe('20250101-0283');
    expect(issueAt(game('VN_FAST5'), at('2025-01-02T00:00:00', VN)).issueNo).toBe('20250102-0001');
  });

  it('numbers 3- and 5-minute games by their own interval', () => {
    const instant = at('2025-06-01T10:00:00', CN);
    expect(issueAt(game('SSC3'), instant).issueNo).toBe('20250601-0201');
    expect(issueAt(game('SSC5'), instant).issueNo).toBe('20250601-0121');
    expect(issueAt(game('PK10_5'), instant).drawAt).toBe(at('2025-06-01T10:05:00', CN));
  });

  it('finds an issue by number, across month and year ends', () => {
    expect(issueByNo(ssc1, '20241231-1440')?.drawAt).toBe(at('2025-01-01T00:00:00', CN));
    expect(issueByNo(ssc1, '20240229-0001')?.drawAt).toBe(at('2024-02-29T00:01:00', CN));
    expect(issueByNo(game('11X5_3'), '20250101-0480')?.drawAt).toBe(at('2025-01-02T00:00:00', CN));
  });

  it('knows no issue of a malformed number, an impossible date or a sequence outside the day', () => {
    for (const issueNo of [
      '20250101',
      '20250101-0000',
      '20250101-1441',
      '20250230-0001',
      '20250101-001',
      '2025-01-01-0001',
      'abc',
    ])
      expect(issueByNo(ssc1, issueNo)).toBeUndefined();
    expect(issueByNo(game('SSC5'), '20250101-0289')).toBeUndefined();
    expect(issueByNo(game('SSC5'), '20250101-0288')).toBeDefined();
  });
});

describe('daily games', () => {
  it('draws LHC at 21:30 in UTC+08:00 and numbers the issue by the local date', () => {
    const lhc = game('LHC_D');
    expect(issueAt(lhc, at('2025-01-01T21:29:49.999', CN))).toEqual({
      issueNo: '20250101',
      opensAt: at('2024-12-31T21:29:50', CN),
      salesCloseAt: at('2025-01-01T21:29:50', CN),
      drawAt: at('2025-01-01T21:30:00', CN),
    });
    expect(issueAt(lhc, at('2025-01-01T21:29:50', CN)).issueNo).toBe('20250102');
  });

  it('uses UTC+07:00 for the VN games and their regional draw times', () => {
    const instant = at('2025-05-05T16:00:00', VN);
    expect(issueAt(game('VN_MN_HCM'), instant).drawAt).toBe(at('2025-05-05T16:15:00', VN));
    expect(issueAt(game('VN_MT_DN'), instant).drawAt).toBe(at('2025-05-05T17:15:00', VN));
    expect(issueAt(game('VN_MB'), instant).drawAt).toBe(at('2025-05-05T18:15:00', VN));
    expect(issueAt(game('VN_MB'), instant).issueNo).toBe('20250505');
    // 18:15 in +07:00 is 19:15 in +08:00: the local date is Vietnam's.
    expect(issueAt(game('VN_MB'), at('2025-05-05T23:30:00', VN)).issueNo).toBe('20250506');
  });

  it('finds a daily issue by its date only', () => {
    expect(issueByNo(game('LF_D'), '20250101')?.drawAt).toBe(at('2025-01-01T21:15:00', CN));
    expect(issueByNo(game('LF_D'), '20250101-0001')).toBeUndefined();
    expect(issueByNo(game('LF_D'), '20250132')).toBeUndefined();
  });
});

describe('issue sequences', () => {
  it('lists the issue on sale and the following ones for a chase', () => {
    const ssc1 = game('SSC1');
    const issues = nextIssues(ssc1, at('2024-12-31T23:58:45', CN), 4);
    expect(issues.map((issue) => issue.issueNo)).toEqual([
      '20241231-1439',
      '20241231-1440',
      '20250101-0001',
      '20250101-0002',
    ]);
    expect(nextIssues(ssc1, 0, 0)).toEqual([]);
  });

  it('names the last drawn issue and the issues drawn in a window', () => {
    const ssc5 = game('SSC5');
    const now = at('2025-01-01T00:12:00', CN);
    expect(lastDrawnIssue(ssc5, now).issueNo).toBe('20250101-0002');
    expect(lastDrawnIssue(ssc5, at('2025-01-01T00:10:00', CN)).issueNo).toBe('20250101-0002');
    expect(
      issuesDrawnBetween(ssc5, at('2024-12-31T23:55:00', CN), now).map((i) => i.issueNo),
    ).toEqual(['20241231-0288', '20250101-0001', '20250101-0002']);
    expect(
      issuesDrawnBetween(ssc5, at('2024-12-31T23:55:00', CN), now, 1).map((i) => i.issueNo),
    ).toEqual(['20250101-0002']);
  });

  it('holds the schedule invariants for every game at random instants', () => {
    const random = seededRandom(5);
    const DAY_MS = 86_400_000;
    for (const target of LOTTERY_GAMES)
      for (let i = 0; i < 100; i += 1) {
        const now = Date.parse('2024-01-01T00:00:00Z') + Math.floor(random.next() * 800 * DAY_MS);
        const issue = issueAt(target, now);
        const step = target.schedule.kind === 'interval' ? target.schedule.seconds * 1000 : DAY_MS;
        expect(issue.opensAt).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(issue.salesCloseAt);
        expect(issue.drawAt - issue.salesCloseAt).toBe(CLOSE_BEFORE_DRAW_MS);
        expect(issue.salesCloseAt - issue.opensAt).toBe(step);
        expect(issueByNo(target, issue.issueNo)).toEqual(issue);
        const next = issueAfter(target, issue);
        expect(next.opensAt).toBe(issue.salesCloseAt);
        expect(next.drawAt - issue.drawAt).toBe(step);
        expect(next.issueNo > issue.issueNo).toBe(true);
        expect(issueAfter(target, next, -1)).toEqual(issue);
        expect(lastDrawnIssue(target, issue.drawAt)).toEqual(issue);
        expect(lastDrawnIssue(target, issue.drawAt - 1)).toEqual(issueAfter(target, issue, -1));
      }
  });

  it('numbers every issue of a day once, 0001 up to the day count', () => {
    const ssc3 = game('SSC3');
    const day = issuesDrawnBetween(
      ssc3,
      at('2025-02-10T00:00:00', CN),
      at('2025-02-11T00:00:00', CN),
    );
    expect(day).toHaveLength(480);
    expect(day[0]?.issueNo).toBe('20250210-0001');
    expect(day[479]?.issueNo).toBe('20250210-0480');
    expect(new Set(day.map((issue) => issue.issueNo)).size).toBe(480);
  });
});
