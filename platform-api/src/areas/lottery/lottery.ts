import { EventEmitter } from 'node:events';

import type { Db } from '../../db/database';
import type { BalanceReader } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { createTicker } from '../../ticker';
import type { Clock } from '../member/clock';
import { createBets } from './bets';
import { createIssueStore, type DrawEvent } from './issues';
import { createPlaySettings } from './playSettings';
import { LOTTERY_GAMES, type LotteryGame } from './rules';
import { createSettlement, type PayoutEvent, SETTLE_BATCH } from './settlement';

/** How often the production scheduler looks for due draws. */
export const TICK_MS = 1_000;

/** One member's bets settled (or cancelled by a stopped chase) in one committed batch. */
export interface MemberPayouts {
  memberId: string;
  bets: Omit<PayoutEvent, 'memberId'>[];
}

/**
 * Fired after the commit of each draw, and after each settled batch once per member with bets
 * in it (a member with fifty bets on the issue hears one message, not fifty).
 */
export interface LotteryEvents {
  on(event: 'draw', listener: (draw: DrawEvent) => void): this;
  on(event: 'payouts', listener: (payouts: MemberPayouts) => void): this;
  off(event: 'draw', listener: (draw: DrawEvent) => void): this;
  off(event: 'payouts', listener: (payouts: MemberPayouts) => void): this;
  emit(event: 'draw', draw: DrawEvent): boolean;
  emit(event: 'payouts', payouts: MemberPayouts): boolean;
}

/** A batch's settled bets per member, in the batch's order. */
const byMember = (payouts: readonly PayoutEvent[]): MemberPayouts[] => {
  const members = new Map<string, MemberPayouts>();
  for (const { memberId, ...bet } of payouts) {
    const entry = members.get(memberId);
    if (entry) entry.bets.push(bet);
    else members.set(memberId, { memberId, bets: [bet] });
  }
  return [...members.values()];
};

export interface RunReport {
  drawn: number;
  settled: number;
}

/**
 * The lottery of one platform: issues, draws, settlement, bets and the brand's odds. Everything
 * time-based reads the platform clock; `runDue(now)` does one full pass (make the coming issues,
 * draw the due ones, settle every drawn one) and is what the scheduler ticks, what start-up runs
 * to catch up, and what tests call with an explicit time.
 */
export const createLottery = (deps: {
  db: Db;
  ledger: Ledger;
  balances: BalanceReader;
  clock: Clock;
  games?: readonly LotteryGame[];
}) => {
  const { db, ledger, balances, clock } = deps;
  const games = deps.games ?? LOTTERY_GAMES;
  const gamesByCode = new Map(games.map((game) => [game.gameCode, game]));
  const events = new EventEmitter() as LotteryEvents;
  const issues = createIssueStore(db);
  const settlement = createSettlement(db, ledger);
  const settings = createPlaySettings(db);
  const bets = createBets({ db, ledger, balances, issues, settlement, settings });

  let running = false;

  const announce = (draws: DrawEvent[]) => {
    for (const draw of draws) events.emit('draw', draw);
  };

  /** One pass: coming issues, due draws, then settlement, pausing after each batch. */
  function* pass(now: number, batchSize: number): Generator<void, RunReport, void> {
    const drawn = issues.drawDue(now, gamesByCode);
    announce(drawn);
    const backfilled = issues.backfill(games, now);
    announce(backfilled);
    issues.prepare(games, now);
    let settled = 0;
    const batches = settlement.settling(
      gamesByCode,
      now,
      (payouts, moved) => {
        for (const member of byMember(payouts)) events.emit('payouts', member);
        // The balance pushes follow the payouts, as for every other ledger movement.
        if (moved.length > 0) ledger.events.emit('moved', moved);
      },
      batchSize,
    );
    for (const bets of batches) {
      settled += bets;
      yield;
    }
    return { drawn: drawn.length + backfilled.length, settled };
  }

  /**
   * A pass unless one is running: calls meanwhile (a listener's, a tick's) get an empty report at
   * once. Both runners below drive it; they differ only in the pause between batches.
   */
  function* exclusivePass(now: number, batchSize: number): Generator<void, RunReport, void> {
    if (running) return { drawn: 0, settled: 0 };
    running = true;
    try {
      return yield* pass(now, batchSize);
    } finally {
      running = false;
    }
  }

  /** One whole pass at once, synchronously: start-up's catch-up and tests read its report. */
  const runDue = (now = clock.now(), batchSize = SETTLE_BATCH): RunReport => {
    const steps = exclusivePass(now, batchSize);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  };

  /**
   * The scheduler's pass: the same work, but requests get their turn between settlement
   * batches, so a draw with 100,000 bets holds the process for one batch at a time, not for
   * the whole settlement.
   */
  const runDueYielding = async (
    now = clock.now(),
    batchSize = SETTLE_BATCH,
  ): Promise<RunReport> => {
    const steps = exclusivePass(now, batchSize);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  return {
    games,
    gamesByCode,
    events,
    issues,
    settlement,
    settings,
    bets,
    runDue,
    runDueYielding,
    /** The production scheduler: a tick every {@link TICK_MS} on the platform clock. */
    ...createTicker(() => runDueYielding(clock.now()), TICK_MS),
  };
};
export type Lottery = ReturnType<typeof createLottery>;
