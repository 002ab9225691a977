import type {
  AgentContractInfo,
  LossRow,
  TeamBet,
  TeamMemberRow,
  TeamSeriesDay,
  TeamTotals,
} from 'shared-contracts/agent';

/** The contract info of the test agent (no conditional pages unless a test turns them on). */
export const contractInfo = (overrides: Partial<AgentContractInfo> = {}): AgentContractInfo => ({
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  info: {
    username: 'agent01',
    memberType: 1,
    rebateBp: 120,
    commissionBp: 3000,
    maxRebateBp: 120,
    canRegister: true,
    teamSize: 12,
  },
  ...overrides,
});

/** A page of the platform's list envelope. */
export const pageOf = <T>(list: T[], { pageNo = 1, totalPages = 1 } = {}) => ({
  list,
  total: list.length,
  totalPages,
  pageNo,
});

export const teamMember = (overrides: Partial<TeamMemberRow> = {}): TeamMemberRow => ({
  memberId: 'M100',
  username: 'agent01a',
  nickname: '',
  type: 'agent',
  level: 1,
  directCount: 3,
  teamSize: 9,
  balance: 123_456,
  lastLoginAt: Date.UTC(2025, 2, 9, 4),
  status: 'active',
  rebateBp: 100,
  registeredAt: Date.UTC(2025, 0, 2),
  ...overrides,
});

export const totals = (overrides: Partial<TeamTotals> = {}): TeamTotals => ({
  teamSize: 12,
  newRegistrations: 3,
  activeMembers: 8,
  firstDeposits: 2,
  deposits: 500_000,
  withdrawals: 120_000,
  validTurnover: 2_000_000,
  winLoss: -150_000,
  profit: 140_000,
  ...overrides,
});

export const seriesDay = (day: string, overrides: Partial<TeamSeriesDay> = {}): TeamSeriesDay => ({
  day,
  newRegistrations: 1,
  activeMembers: 4,
  deposits: 250_000,
  withdrawals: 60_000,
  validTurnover: 1_000_000,
  winLoss: -75_000,
  ...overrides,
});

export const teamBet = (overrides: Partial<TeamBet> = {}): TeamBet => ({
  betId: 'B1',
  username: 'player07',
  level: 2,
  gameCode: 'SSC1',
  gameName: 'Speed SSC',
  category: 'LOTT',
  vendorCode: 'INHOUSE',
  stake: 10_000,
  validTurnover: 10_000,
  payout: 19_500,
  winLoss: 9_500,
  placedAt: Date.UTC(2025, 2, 10, 2),
  ...overrides,
});

export const lossRow = (overrides: Partial<LossRow> = {}): LossRow => ({
  memberId: 'M100',
  username: 'agent01a',
  type: 'agent',
  teamSize: 9,
  bets: 40,
  validTurnover: 400_000,
  winLoss: -25_000,
  deposits: 100_000,
  withdrawals: 20_000,
  bonuses: 1_000,
  ...overrides,
});
