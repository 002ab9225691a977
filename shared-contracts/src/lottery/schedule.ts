import { CLOSE_BEFORE_DRAW_MS, type LotteryGame, type LotterySchedule } from './catalogue';

/** One issue (draw) of a game. All times are epoch ms. */
export interface LotteryIssue {
  /** Interval games `YYYYMMDD-NNNN` (1-based sequence of the local day), daily games `YYYYMMDD`. */
  readonly issueNo: string;
  /** When the issue goes on sale: the previous issue's sales close. */
  readonly opensAt: number;
  /** Last moment a bet is accepted (exclusive): `drawAt - CLOSE_BEFORE_DRAW_MS`. */
  readonly salesCloseAt: number;
  readonly drawAt: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const offsetMs = (schedule: LotterySchedule) => schedule.utcOffsetMinutes * MINUTE_MS;

const dailyTimeMs = (time: string): number => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`invalid daily draw time ${time}`);
  return Number(match[1]) * 3_600_000 + Number(match[2]) * MINUTE_MS;
};

const intervalMs = (seconds: number): number => {
  const ms = seconds * 1000;
  if (!Number.isInteger(seconds) || seconds <= 0 || DAY_MS % ms !== 0 || ms <= CLOSE_BEFORE_DRAW_MS)
    throw new Error(`invalid draw interval ${seconds}s`);
  return ms;
};

/**
 * Draws are numbered by one integer per game, `index`: for an interval game the draw at
 * `index × interval - offset` (a grid aligned on local midnight because the interval divides a
 * day), for a daily game the local day `index` (days since 1970-01-01 local).
 */
const drawAtOf = (schedule: LotterySchedule, index: number): number =>
  schedule.kind === 'interval'
    ? index * intervalMs(schedule.seconds) - offsetMs(schedule)
    : index * DAY_MS + dailyTimeMs(schedule.time) - offsetMs(schedule);

/** The index of the first draw strictly after `ms`. */
const firstIndexAfter = (schedule: LotterySchedule, ms: number): number => {
  const step = schedule.kind === 'interval' ? intervalMs(schedule.seconds) : DAY_MS;
  const base = drawAtOf(schedule, 0);
  return Math.floor((ms - base) / step) + 1;
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYYMMDD` of a local-time instant given as ms since the local epoch. */
const localDate = (localMs: number): string => {
  const date = new Date(localMs);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
};

const issueOfIndex = (schedule: LotterySchedule, index: number): LotteryIssue => {
  const drawAt = drawAtOf(schedule, index);
  const previousDrawAt = drawAtOf(schedule, index - 1);
  let issueNo: string;
  if (schedule.kind === 'interval') {
    // The issue belongs to the local day in which its period starts: the day's last issue draws
    // at the next midnight and is still that day's.
    const periodStartLocal = previousDrawAt + offsetMs(schedule);
    const dayStartLocal = Math.floor(periodStartLocal / DAY_MS) * DAY_MS;
    const sequence = (drawAt + offsetMs(schedule) - dayStartLocal) / intervalMs(schedule.seconds);
    issueNo = `${localDate(dayStartLocal)}-${pad(sequence, 4)}`;
  } else {
    issueNo = localDate(drawAt + offsetMs(schedule));
  }
  return {
    issueNo,
    opensAt: previousDrawAt - CLOSE_BEFORE_DRAW_MS,
    salesCloseAt: drawAt - CLOSE_BEFORE_DRAW_MS,
    drawAt,
  };
};

/** The index of an issue given its draw time (which must lie on the schedule's grid). */
const indexOfDrawAt = (schedule: LotterySchedule, drawAt: number): number =>
  firstIndexAfter(schedule, drawAt - 1);

/**
 * The issue on sale at `nowMs`: the first issue whose sales close after `nowMs`
 * (`opensAt <= nowMs < salesCloseAt`). In the last 10 s before a draw this is the next issue.
 */
export const issueAt = (game: LotteryGame, nowMs: number): LotteryIssue =>
  issueOfIndex(game.schedule, firstIndexAfter(game.schedule, nowMs + CLOSE_BEFORE_DRAW_MS));

/**
 * `n` consecutive issues starting with the one on sale at `fromMs` (a chase of `n` issues bets
 * on exactly these).
 */
export const nextIssues = (game: LotteryGame, fromMs: number, n: number): LotteryIssue[] => {
  const first = firstIndexAfter(game.schedule, fromMs + CLOSE_BEFORE_DRAW_MS);
  return Array.from({ length: Math.max(0, n) }, (_, offset) =>
    issueOfIndex(game.schedule, first + offset),
  );
};

/** The latest issue whose draw time is at or before `nowMs` (the last drawn, or due, issue). */
export const lastDrawnIssue = (game: LotteryGame, nowMs: number): LotteryIssue =>
  issueOfIndex(game.schedule, firstIndexAfter(game.schedule, nowMs) - 1);

/** The issue after `issue` (`offset` 1) or any number of issues away (negative: earlier). */
export const issueAfter = (game: LotteryGame, issue: LotteryIssue, offset = 1): LotteryIssue =>
  issueOfIndex(game.schedule, indexOfDrawAt(game.schedule, issue.drawAt) + offset);

/**
 * The issues drawing in `(fromMs, toMs]`, oldest first (what a draw engine that was stopped
 * must catch up on). At most `limit` issues (the newest are kept when more are due).
 */
export const issuesDrawnBetween = (
  game: LotteryGame,
  fromMs: number,
  toMs: number,
  limit = 10_000,
): LotteryIssue[] => {
  const first = firstIndexAfter(game.schedule, fromMs);
  const last = firstIndexAfter(game.schedule, toMs) - 1;
  const start = Math.max(first, last - limit + 1);
  const issues: LotteryIssue[] = [];
  for (let index = start; index <= last; index += 1)
    issues.push(issueOfIndex(game.schedule, index));
  return issues;
};

const ISSUE_NO = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/;

/**
 * The issue of an issue number, or `undefined` when the number is malformed, names a date that
 * does not exist, or a sequence outside the day (or has the other kind's format).
 */
export const issueByNo = (game: LotteryGame, issueNo: string): LotteryIssue | undefined => {
  const match = ISSUE_NO.exec(issueNo);
  if (!match) return undefined;
  const [, year, month, day, sequence] = match;
  const dayStartLocal = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (localDate(dayStartLocal) !== `${year}${month}${day}`) return undefined;
  const { schedule } = game;
  let drawAt: number;
  if (schedule.kind === 'interval') {
    if (sequence === undefined) return undefined;
    const step = intervalMs(schedule.seconds);
    const n = Number(sequence);
    if (n < 1 || n > DAY_MS / step) return undefined;
    drawAt = dayStartLocal + n * step - offsetMs(schedule);
  } else {
    if (sequence !== undefined) return undefined;
    drawAt = dayStartLocal + dailyTimeMs(schedule.time) - offsetMs(schedule);
  }
  const issue = issueOfIndex(schedule, indexOfDrawAt(schedule, drawAt));
  return issue.issueNo === issueNo ? issue : undefined;
};
