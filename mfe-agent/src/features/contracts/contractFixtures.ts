import type { AgentContract, SalarySettlement } from 'shared-contracts/agent';

/** A contract as the contracts call lists it; override what a test is about. */
export const testContract = (overrides: Partial<AgentContract> = {}): AgentContract => ({
  contractId: 'C1',
  kind: 'daily',
  upline: null,
  agent: { memberId: 'M000001', username: 'agent01' },
  tiers: [
    { minValidTurnover: 100_000, minActiveMembers: 5, rateBp: 50 },
    { minValidTurnover: 1_000_000, minActiveMembers: 20, rateBp: 100 },
  ],
  status: 'approved',
  offeredAt: Date.UTC(2026, 2, 1, 4),
  decidedAt: Date.UTC(2026, 2, 1, 5),
  terminatedAt: null,
  ...overrides,
});

/** A settlement as the history lists it. */
export const testSettlement = (n: number, overrides: Partial<SalarySettlement> = {}) => ({
  settlementId: `S${n}`,
  contractId: 'C1',
  // Report days start at 16:00 UTC (UTC+08:00).
  periodStart: Date.UTC(2026, 2, n, 16) - 86_400_000,
  periodEnd: Date.UTC(2026, 2, n, 16),
  validTurnover: 250_000 * n,
  activeMembers: 6,
  rateBp: 50,
  amount: 1_250 * n,
  paidAt: Date.UTC(2026, 2, n, 16, 1),
  ...overrides,
});
