import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  idSchema,
  type PointsItemCategory,
  pointsItemCategorySchema,
  type PointsItemSort,
  pointsItemSortSchema,
} from 'shared-contracts';

/** The catalogue tab: every item, or one category. */
export type CatalogueTab = PointsItemCategory | 'all';

type Param = 'category' | 'sort' | 'page' | 'item';

/** A page number as the address gives it: a whole number from 1, anything else reads as 1. */
const pageOf = (raw: string | null): number => {
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
};

/** An item id as the address gives it, or null when it cannot be one (no call is made). */
const itemOf = (raw: string | null): string | null =>
  idSchema.safeParse(raw).success ? raw : null;

/**
 * The catalogue's category, order, page and open item, kept in the URL (`?category=&sort=&page=
 * &item=`) so a reload, a shared link or the back button shows the same shelf and the same item.
 * Every change is a new history entry. Defaults (`all`, `popular`, page 1, no item) keep the URL
 * clean; unknown values read as the defaults. A new category or order starts at page 1.
 */
export const useCatalogueQuery = () => {
  const [params, setParams] = useSearchParams();
  const category = pointsItemCategorySchema.safeParse(params.get('category'));
  const sort = pointsItemSortSchema.safeParse(params.get('sort'));
  const set = useCallback(
    (changes: Partial<Record<Param, string | null>>) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      }),
    [setParams],
  );
  return {
    category: (category.success ? category.data : 'all') as CatalogueTab,
    sort: (sort.success ? sort.data : 'popular') as PointsItemSort,
    pageNo: pageOf(params.get('page')),
    itemId: itemOf(params.get('item')),
    setCategory: useCallback(
      (next: CatalogueTab) => set({ category: next === 'all' ? null : next, page: null }),
      [set],
    ),
    setSort: useCallback(
      (next: PointsItemSort) => set({ sort: next === 'popular' ? null : next, page: null }),
      [set],
    ),
    setPageNo: useCallback((next: number) => set({ page: next > 1 ? String(next) : null }), [set]),
    openItem: useCallback((itemId: string) => set({ item: itemId }), [set]),
    closeItem: useCallback(() => set({ item: null }), [set]),
  };
};
