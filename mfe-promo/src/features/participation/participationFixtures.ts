import type {
  ParticipationRules,
  PromotionApplication,
  PromotionParticipation,
} from 'shared-contracts';

// Noon UTC: the same calendar day in every time zone the tests may run in.
export const STARTS = Date.UTC(2026, 0, 1, 12);
export const ENDS = Date.UTC(2026, 11, 31, 12);
export const DRAW = Date.UTC(2026, 5, 1, 12);

export const rules = (overrides: Partial<ParticipationRules> = {}): ParticipationRules => ({
  startsAt: STARTS,
  endsAt: ENDS,
  newPlayersOnly: false,
  newPlayerDays: 0,
  minDeposit: 0,
  bonusAmount: 5000,
  bonusRateBp: 0,
  bonusCap: null,
  turnoverMultiple: 3,
  drawAt: null,
  prizeAmount: null,
  winners: null,
  ...overrides,
});

export const participation = (
  overrides: Partial<PromotionParticipation> = {},
): PromotionParticipation => ({
  promotionId: 'p1',
  kind: 'claim',
  status: 'claim',
  loginRequired: false,
  rules: rules(),
  ineligibleBecause: null,
  bonus: null,
  application: null,
  ticketNo: null,
  drawnAt: null,
  ...overrides,
});

export const application = (
  overrides: Partial<PromotionApplication> = {},
): PromotionApplication => ({
  id: 'a1',
  promotionId: 'p1',
  promotionTitle: 'Welcome bonus 100%',
  comment: 'I deposited twice',
  imageUrls: ['/wps/member/uploads/u1'],
  status: 'pending',
  reason: null,
  bonusAmount: null,
  turnoverRequired: null,
  submittedAt: STARTS,
  decidedAt: null,
  ...overrides,
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small file whose first bytes say PNG (the name and type are what the test says). */
export const pngFile = (name: string, size = 64, type = 'image/png'): File => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type });
};
