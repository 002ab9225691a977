import {
  type Language,
  POINTS_ITEM_CATEGORIES,
  type PointsItem,
  type PointsItemCategory,
  type PointsItemSort,
} from 'shared-contracts';

import type { Db } from '../../../db/database';
import { pointsRefusal } from './pointsRefusal';
import { itemView, page, type PointsItemRow } from './pointsRows';

const ORDER_BY: Record<PointsItemSort, string> = {
  popular: 'redeemed_count DESC, sort_order, id',
  costAsc: 'cost, sort_order, id',
  costDesc: 'cost DESC, sort_order, id',
  newest: 'created_at DESC, sort_order, id',
};

/** The catalogue: active items by category, in one of the orders, a page at a time, and one item. */
export const createPointsCatalogue = (db: Db) => {
  const itemPages = Object.fromEntries(
    Object.entries(ORDER_BY).map(([sort, order]) => [
      sort,
      db.prepare(`SELECT * FROM points_items
        WHERE active = 1 AND (@category IS NULL OR category = @category)
        ORDER BY ${order} LIMIT @limit OFFSET @offset`),
    ]),
  ) as Record<PointsItemSort, ReturnType<Db['prepare']>>;
  const itemCount = db
    .prepare(
      'SELECT COUNT(*) FROM points_items WHERE active = 1 AND (@category IS NULL OR category = @category)',
    )
    .pluck();
  const categoryCounts = db.prepare(
    'SELECT category, COUNT(*) AS count FROM points_items WHERE active = 1 GROUP BY category',
  );
  const itemById = db.prepare('SELECT * FROM points_items WHERE id = ?');
  return {
    items(
      query: {
        category?: PointsItemCategory | undefined;
        sort: PointsItemSort;
        pageNo: number;
        pageSize: number;
      },
      language: Language,
    ) {
      const params = { category: query.category ?? null };
      const rows = itemPages[query.sort].all({
        ...params,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }) as PointsItemRow[];
      const counts = new Map(
        (categoryCounts.all() as { category: PointsItemCategory; count: number }[]).map((c) => [
          c.category,
          c.count,
        ]),
      );
      return {
        page: page(
          rows.map((row) => itemView(row, language)),
          Number(itemCount.get(params)),
          query.pageNo,
          query.pageSize,
        ),
        categories: POINTS_ITEM_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
          category,
          count: counts.get(category) ?? 0,
        })),
      };
    },
    item(itemId: string, language: Language): PointsItem {
      const row = itemById.get(itemId) as PointsItemRow | undefined;
      if (!row || !row.active) throw pointsRefusal(404, 'itemNotFound', 'Item not found');
      return itemView(row, language);
    },
    /** Raw item row (the asset route names its image by it). */
    itemRow: (itemId: string) => itemById.get(itemId) as PointsItemRow | undefined,
  };
};
