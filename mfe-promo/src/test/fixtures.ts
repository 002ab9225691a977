import type { PromotionDetail, PromotionSummary } from 'shared-contracts';

export const summary = (overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id: 'p1',
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit.',
  category: 'new_player',
  badges: ['newbie'],
  imageUrl: '/assets/promotions/promo-001.svg',
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  startTime: Date.UTC(2026, 0, 1, 12),
  endTime: Date.UTC(2026, 11, 31, 12),
  ...overrides,
});

export const detail = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...summary(),
  content: '<p>Deposit and play.</p>',
  ...overrides,
});
