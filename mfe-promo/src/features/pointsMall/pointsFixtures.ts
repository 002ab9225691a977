import type {
  MemberProfile,
  PointsBalance,
  PointsConfig,
  PointsItem,
  Redemption,
} from 'shared-contracts';

export const config = (overrides: Partial<PointsConfig> = {}): PointsConfig => ({
  earn: { points: 1, perValidBet: 100 },
  exchange: { points: 100, cash: 100 },
  convert: { minPoints: 1000, stepPoints: 100 },
  maxQuantity: 10,
  currency: 'USD',
  pointsExpire: false,
  ...overrides,
});

export const balance = (overrides: Partial<PointsBalance> = {}): PointsBalance => ({
  balance: 5000,
  earnedTotal: 7000,
  spentTotal: 2000,
  lastEarnedDay: '2026-11-26',
  ...overrides,
});

export const voucher = (overrides: Partial<PointsItem> = {}): PointsItem => ({
  id: 'i-voucher',
  kind: 'cashVoucher',
  category: 'cash',
  name: 'Cash voucher 10',
  description: 'Ten in cash, straight to your main wallet.',
  cost: 1000,
  cashValue: 1000,
  turnoverMultiple: 0,
  stock: null,
  imageUrl: '/assets/points/i-voucher.svg',
  redeemedCount: 4,
  createdAt: Date.UTC(2026, 0, 1, 12),
  ...overrides,
});

export const headphones = (overrides: Partial<PointsItem> = {}): PointsItem => ({
  ...voucher(),
  id: 'i-phones',
  kind: 'physical',
  category: 'electronics',
  name: 'Wireless headphones',
  description: 'Noise cancelling.',
  cost: 2000,
  cashValue: null,
  stock: 3,
  imageUrl: '/assets/points/i-phones.svg',
  ...overrides,
});

export const redemption = (overrides: Partial<Redemption> = {}): Redemption => ({
  id: 'r1',
  itemId: 'i-voucher',
  itemKind: 'cashVoucher',
  itemName: 'Cash voucher 10',
  imageUrl: '/assets/points/i-voucher.svg',
  quantity: 1,
  points: 1000,
  cashAmount: 1000,
  bonusId: null,
  delivery: null,
  status: 'approved',
  reason: null,
  createdAt: Date.UTC(2026, 10, 20, 12),
  decidedAt: Date.UTC(2026, 10, 20, 12),
  ...overrides,
});

/** A page envelope of the platform. */
export const pageOf = <T>(list: T[], pageNo = 1) => ({
  list,
  total: list.length,
  totalPages: 1,
  pageNo,
});

export const profile = (withdrawalPasswordSet: boolean): MemberProfile => ({
  username: 'demo',
  nickname: 'Demo',
  realName: null,
  realNameLocked: false,
  email: null,
  emailVerified: false,
  mobileNum: null,
  countryDialingCode: null,
  phoneVerified: false,
  birthday: null,
  ageConfirmed: true,
  address: null,
  nationality: null,
  placeOfBirth: null,
  occupation: null,
  sourceOfIncome: null,
  lineId: null,
  withdrawalPasswordSet,
  twoFactorEnabled: false,
});
