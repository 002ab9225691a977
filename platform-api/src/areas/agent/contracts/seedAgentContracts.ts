import type { AgentContractKind } from 'shared-contracts';
import type { Tier } from 'shared-contracts/agent';

import type { Db } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import { createClock } from '../../member/clock';
import { createAgentContractEngine } from './engine';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** agent01's terms from the brand, and when it accepted them (days before the seed). */
const BRAND_CONTRACTS: { kind: AgentContractKind; ageDays: number; tiers: Tier[] }[] = [
  {
    kind: 'daily',
    ageDays: 30,
    tiers: [
      { minValidTurnover: 0, minActiveMembers: 1, rateBp: 30 },
      { minValidTurnover: 200_000, minActiveMembers: 5, rateBp: 50 },
      { minValidTurnover: 1_000_000, minActiveMembers: 15, rateBp: 80 },
    ],
  },
  {
    kind: 'hourly',
    ageDays: 3,
    tiers: [
      { minValidTurnover: 0, minActiveMembers: 1, rateBp: 20 },
      { minValidTurnover: 50_000, minActiveMembers: 3, rateBp: 40 },
    ],
  },
  {
    kind: 'realtime',
    ageDays: 0.5,
    tiers: [
      { minValidTurnover: 0, minActiveMembers: 1, rateBp: 10 },
      { minValidTurnover: 10_000, minActiveMembers: 2, rateBp: 25 },
    ],
  },
  {
    kind: 'dividend',
    ageDays: 80,
    tiers: [
      { minValidTurnover: 0, minActiveMembers: 1, rateBp: 1_000 },
      { minValidTurnover: 2_000_000, minActiveMembers: 10, rateBp: 2_000 },
    ],
  },
];

/** Half of each of agent01's rates: terms agent01 may offer its sub-agents. */
const halved = (tiers: Tier[]): Tier[] =>
  tiers.map((tier) => ({ ...tier, rateBp: Math.max(1, Math.floor(tier.rateBp / 2)) }));

/**
 * The agent centre's contracts (ADR 0012): agent01 holds brand contracts of all four kinds,
 * approved; agent01a/b/c hold contracts from agent01 in every status; wage history settled hour
 * by hour over the last 30 days and dividend periods closed over the last months, each paid
 * through the ledger at the time it would have been (the engine's own run, on the seed's clock),
 * and agent01's dividend periods in every status.
 */
export const seedAgentContracts = (db: Db, ledger: Ledger, now: number): void => {
  const engine = createAgentContractEngine({ db, ledger, clock: createClock(() => now) });
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const id = (username: string) => idOf.get(username) as string | undefined;
  const agent01 = id('agent01');
  const subs = ['agent01a', 'agent01b', 'agent01c'].map(id);
  if (!agent01 || subs.some((sub) => !sub)) return;
  const [a, b, c] = subs as [string, string, string];
  const { contracts, dividends } = engine;

  for (const { kind, ageDays, tiers } of BRAND_CONTRACTS)
    contracts.grantFromBrand(agent01, kind, tiers, now - ageDays * DAY_MS);

  // Offers from agent01 to its sub-agents, in every status.
  const tiersOf = (kind: AgentContractKind) =>
    halved(BRAND_CONTRACTS.find((contract) => contract.kind === kind)!.tiers);
  let keys = 0;
  const offer = (kind: AgentContractKind, agentId: string, at: number) =>
    contracts.offer(
      { id: agent01 },
      { kind, agentId, tiers: tiersOf(kind) },
      `seed-offer-${(keys += 1)}`,
      at,
    ).contractId;
  const decide = (
    member: string,
    contractId: string,
    decision: 'accept' | 'reject' | 'terminate',
    at: number,
  ) => contracts.decide({ id: member }, { contractId, decision }, `seed-decide-${(keys += 1)}`, at);

  const daysAgo = (days: number) => now - days * DAY_MS;
  // Daily: a approved (a rejected offer before it), b terminated, c waiting.
  decide(a, offer('daily', a, daysAgo(25)), 'reject', daysAgo(24.5));
  decide(a, offer('daily', a, daysAgo(24)), 'accept', daysAgo(23.9));
  const bDaily = offer('daily', b, daysAgo(20));
  decide(b, bDaily, 'accept', daysAgo(19.8));
  decide(agent01, bDaily, 'terminate', daysAgo(6));
  offer('daily', c, daysAgo(1));
  // Hourly: b approved, c rejected, a waiting.
  decide(b, offer('hourly', b, daysAgo(2.5)), 'accept', daysAgo(2.4));
  decide(c, offer('hourly', c, daysAgo(2)), 'reject', daysAgo(1.9));
  offer('hourly', a, daysAgo(0.5));
  // Real-time: c approved; a terminated by itself.
  decide(c, offer('realtime', c, daysAgo(0.4)), 'accept', daysAgo(0.4));
  const aRealtime = offer('realtime', a, daysAgo(0.45));
  decide(a, aRealtime, 'accept', daysAgo(0.44));
  decide(a, aRealtime, 'terminate', daysAgo(0.1));
  // Dividend: a approved, b waiting.
  decide(a, offer('dividend', a, daysAgo(40)), 'accept', daysAgo(39));
  offer('dividend', b, daysAgo(3));

  // History: the scheduler's passes, one an hour over the last 30 days (the 80-day dividend
  // contract's earlier periods close at the first pass), then one now.
  for (let at = daysAgo(30); at < now; at += HOUR_MS) engine.runDue(at);
  engine.runDue(now);

  // agent01's dividend periods in every status: the oldest payable approved (paid), the next
  // rejected, the next requested, the latest left requestable.
  const payable = db
    .prepare(
      `SELECT id, period_end FROM agent_dividend_periods
       WHERE agent_id = ? AND status = 'requestable' ORDER BY period_start`,
    )
    .all(agent01) as { id: string; period_end: number }[];
  const [paid, refused, waiting] = payable;
  for (const period of [paid, refused, waiting])
    if (period && period !== payable[payable.length - 1])
      dividends.request(
        agent01,
        period.id,
        `seed-dividend-${period.id}`,
        period.period_end + HOUR_MS,
      );
  if (paid && paid !== payable[payable.length - 1])
    dividends.decide({ periodId: paid.id, approve: true }, paid.period_end + DAY_MS);
  if (refused && refused !== payable[payable.length - 1])
    dividends.decide(
      { periodId: refused.id, approve: false, reason: 'Turnover under review: please contact us' },
      refused.period_end + DAY_MS,
    );
};
