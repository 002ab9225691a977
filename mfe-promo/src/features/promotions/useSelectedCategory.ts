import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PromotionCategory, promotionCategorySchema } from 'shared-contracts';

/**
 * The selected category, kept in the URL (`?category=`) so it survives a reload and can be
 * shared. `all` is the default and keeps the URL clean; an unknown value reads as `all`.
 */
export const useSelectedCategory = (): [PromotionCategory, (next: PromotionCategory) => void] => {
  const [params, setParams] = useSearchParams();
  const parsed = promotionCategorySchema.safeParse(params.get('category'));
  const category = parsed.success ? parsed.data : 'all';
  const select = useCallback(
    (next: PromotionCategory) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'all') updated.delete('category');
        else updated.set('category', next);
        return updated;
      }),
    [setParams],
  );
  return [category, select];
};
