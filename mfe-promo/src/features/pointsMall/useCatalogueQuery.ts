import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type PointsItemCategory,
  pointsItemCategorySchema,
  type PointsItemSort,
  pointsItemSortSchema,
} from 'shared-contracts';

/** The catalogue tab: every item, or one category. */
export type CatalogueTab = PointsItemCategory | 'all';

/**
 * The catalogue's category and order, kept in the URL (`?category=&sort=`) so a reload or a
 * shared link shows the same shelf. Defaults (`all`, `popular`) keep the URL clean; unknown
 * values read as the defaults.
 */
export const useCatalogueQuery = () => {
  const [params, setParams] = useSearchParams();
  const category = pointsItemCategorySchema.safeParse(params.get('category'));
  const sort = pointsItemSortSchema.safeParse(params.get('sort'));
  const set = useCallback(
    (key: 'category' | 'sort', value: string, fallback: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (value === fallback) updated.delete(key);
        else updated.set(key, value);
        return updated;
      }),
    [setParams],
  );
  return {
    category: (category.success ? category.data : 'all') as CatalogueTab,
    sort: (sort.success ? sort.data : 'popular') as PointsItemSort,
    setCategory: useCallback((next: CatalogueTab) => set('category', next, 'all'), [set]),
    setSort: useCallback((next: PointsItemSort) => set('sort', next, 'popular'), [set]),
  };
};
