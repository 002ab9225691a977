import type { Db } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import { createTicker } from '../../../ticker';
import type { Clock } from '../../member/clock';
import { createAgentContracts } from './contracts';
import { createDividends } from './dividends';
import { createIncomeReport } from './income';
import { createAgentSettlement, type SettlementReport } from './settlement';

/** How often the production scheduler looks for closed wage and dividend periods. */
export const AGENT_TICK_MS = 10_000;

/**
 * The agent contracts of one platform (ADR 0012): contracts, wage settlement and dividend
 * periods on the platform clock, dividends, the income report. `runDue(now)` is one full pass;
 * the scheduler ticks it, start-up runs it to catch up, tests call it with an explicit time.
 */
export const createAgentContractEngine = (deps: { db: Db; ledger: Ledger; clock: Clock }) => {
  const { db, ledger, clock } = deps;
  const settlement = createAgentSettlement(db, ledger);
  const contracts = createAgentContracts(db);
  const dividends = createDividends(db, ledger, settlement);
  const income = createIncomeReport(db);

  let running = false;

  /** One pass as of `now`; a re-entrant call (same process) returns at once. */
  const runDue = (
    now = clock.now(),
    options: Parameters<typeof settlement.run>[1] = {},
  ): SettlementReport => {
    if (running) return { settled: 0, paid: 0, dividendPeriods: 0 };
    running = true;
    try {
      return settlement.run(now, options);
    } finally {
      running = false;
    }
  };

  return {
    settlement,
    contracts,
    dividends,
    income,
    runDue,
    /** The production scheduler: a tick every {@link AGENT_TICK_MS} on the platform clock. */
    ...createTicker(() => runDue(clock.now()), AGENT_TICK_MS),
  };
};
export type AgentContractEngine = ReturnType<typeof createAgentContractEngine>;
