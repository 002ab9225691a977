import type { Withdrawal, WithdrawalSettings } from 'shared-contracts/member';

/** Test data of the withdraw page (tests only). */
export const settingsOf = (overrides: Partial<WithdrawalSettings> = {}): WithdrawalSettings => ({
  currency: 'USD',
  minAmount: 10_000,
  maxAmount: 1_000_000,
  dailyCount: 3,
  dailyCountUsed: 1,
  fee: { fixed: 200, rateBp: 100 },
  autoReceiveMinutes: 30,
  mainBalance: 500_000,
  withdrawalPasswordSet: true,
  accounts: [
    {
      accountId: 'acc1',
      type: 'bank',
      provider: 'demo',
      providerName: 'Demo Bank',
      maskedNumber: '**** 4321',
      payeeName: 'Ann Lee',
      createdAt: 1,
    },
    {
      accountId: 'acc2',
      type: 'ewallet',
      provider: 'wallet',
      providerName: 'Pay Wallet',
      maskedNumber: '**** 9876',
      payeeName: 'Ann Lee',
      createdAt: 2,
    },
  ],
  turnover: { required: 0, progress: 0, remaining: 0 },
  ...overrides,
});

export const withdrawalOf = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  withdrawalId: 'w1',
  reference: 'W260101AAAA0001',
  amount: 50_000,
  fee: 700,
  payoutAmount: 49_300,
  account: {
    accountId: 'acc1',
    type: 'bank',
    providerName: 'Demo Bank',
    maskedNumber: '**** 4321',
    payeeName: 'Ann Lee',
  },
  status: 'pending_review',
  rejectReason: null,
  createdAt: Date.UTC(2026, 0, 1, 10),
  disbursedAt: null,
  confirmDeadline: null,
  confirmation: null,
  timeline: [
    {
      at: Date.UTC(2026, 0, 1, 10),
      status: 'pending_review',
      event: 'requested',
      note: 'Funds held until the withdrawal is reviewed',
    },
  ],
  ...overrides,
});
