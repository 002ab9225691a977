import {
  idSchema,
  PlatformError,
  type PromotionCategory,
  promotionDetailEndpoint,
  promotionsEndpoint,
} from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/**
 * Query keys of the promotions resource. The language is part of every key because the
 * platform answers in it: switching language fetches the texts anew.
 */
const promotionKeys = resourceKeys('promo', 'promotions');

/** True when the platform said the promotion does not exist (404, success false). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof PlatformError && error.status === 404;

/**
 * The promotions of a category (`all` for every category), in the active language. The server
 * renders this list: its cache holds the answer as it came, and both sides read the list alike.
 */
export const usePromotions = (category: PromotionCategory) =>
  useEndpointQuery(
    promotionsEndpoint,
    { category, language: useLanguage() },
    { key: promotionKeys, select: (value) => value.list },
  );

/** Whether `id` can be a promotion id at all; anything else is not found without a call. */
export const isPromotionId = (id: string | null): id is string =>
  id !== null && idSchema.safeParse(id).success;

/** One promotion with its body. A missing promotion is an error that `isNotFound` recognises. */
export const usePromotionDetail = (id: string | null) => {
  const valid = isPromotionId(id);
  return useEndpointQuery(
    promotionDetailEndpoint,
    { id: valid ? id : '', language: useLanguage() },
    { key: promotionKeys, enabled: valid },
  );
};
