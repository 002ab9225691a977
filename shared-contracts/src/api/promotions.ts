import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { epochMsSchema, idSchema, languageSchema, safeUrlSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Promotion categories in the order the tabs show them; `all` is the tab for every category. */
export const PROMOTION_CATEGORIES = [
  'all',
  'others',
  'sports',
  'live_casino',
  'slots',
  'card_games',
  'fish',
  'lotto',
  'rebate',
  'points_mall',
  'ranking',
  'deposit',
  'app_download',
  'new_player',
  'game_promotions',
] as const;
export const promotionCategorySchema = lazySchema(() => z.enum(PROMOTION_CATEGORIES));
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;
/** The category of one promotion: every category but the `all` tab. */
const isListedCategory = (
  category: PromotionCategory,
): category is Exclude<PromotionCategory, 'all'> => category !== 'all';

/** Badges a promotion card may carry. */
export const PROMOTION_BADGES = [
  'newbie',
  'limited',
  'special_offer',
  'daily',
  'high_rebate',
  'vip',
] as const;
export const promotionBadgeSchema = lazySchema(() => z.enum(PROMOTION_BADGES));
export type PromotionBadge = z.infer<typeof promotionBadgeSchema>;

/** A promotion as listed. Periods are epoch ms; `endTime` null means open-ended. */
export const promotionSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    category: z.enum(PROMOTION_CATEGORIES.filter(isListedCategory)),
    badges: z.array(promotionBadgeSchema),
    imageUrl: safeUrlSchema,
    startTime: epochMsSchema,
    endTime: z.nullable(epochMsSchema),
  }),
);
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** A promotion with its body; `content` is untrusted HTML (render through SafeHtml). */
export const promotionDetailSchema = lazySchema(() =>
  z.extend(promotionSummarySchema, { content: z.string() }),
);
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** GET /wps/promotions */
export const promotionsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/promotions',
    auth: 'optional',
    request: z.object({
      category: z._default(promotionCategorySchema, 'all'),
      language: z.optional(languageSchema),
    }),
    response: z.object({ list: z.array(promotionSummarySchema) }),
  }),
);

/** GET /wps/promotions/detail; an unknown id answers 404 with success false. */
export const promotionDetailEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/promotions/detail',
    auth: 'optional',
    request: z.object({ id: idSchema, language: z.optional(languageSchema) }),
    response: promotionDetailSchema,
  }),
);
