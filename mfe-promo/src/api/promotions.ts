import { useQuery } from '@tanstack/react-query';
import {
  idSchema,
  type Language,
  PlatformError,
  type PromotionCategory,
  promotionDetailEndpoint,
  promotionsEndpoint,
} from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/**
 * Query keys of the promotions resource. The language is part of every key because the
 * platform answers in it: switching language fetches the texts anew.
 */
export const promotionKeys = {
  all: ['promo', 'promotions'] as const,
  lists: () => [...promotionKeys.all, 'list'] as const,
  list: (category: PromotionCategory, language: Language) =>
    [...promotionKeys.lists(), { category, language }] as const,
  details: () => [...promotionKeys.all, 'detail'] as const,
  detail: (id: string, language: Language) =>
    [...promotionKeys.details(), { id, language }] as const,
};

/** True when the platform said the promotion does not exist (404, success false). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof PlatformError && error.status === 404;

/** The promotions of a category (`all` for every category), in the active language. */
export const usePromotions = (category: PromotionCategory) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.list(category, language),
    queryFn: async ({ signal }) => {
      const value = await client.call(promotionsEndpoint, { category, language }, { signal });
      return value.list;
    },
  });
};

/** Whether `id` can be a promotion id at all; anything else is not found without a call. */
export const isPromotionId = (id: string | null): id is string =>
  id !== null && idSchema.safeParse(id).success;

/** One promotion with its body. A missing promotion is an error that `isNotFound` recognises. */
export const usePromotionDetail = (id: string | null) => {
  const { client } = useRemote();
  const language = useLanguage();
  const valid = isPromotionId(id);
  return useQuery({
    queryKey: promotionKeys.detail(valid ? id : '', language),
    queryFn: ({ signal }) =>
      client.call(promotionDetailEndpoint, { id: valid ? id : '', language }, { signal }),
    enabled: valid,
  });
};
