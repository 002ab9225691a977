import type { FastifyInstance } from 'fastify';
import {
  type Language,
  type PromotionBadge,
  promotionDetailEndpoint,
  promotionsEndpoint,
  type PromotionSummary,
} from 'shared-contracts';

import { pickText } from '../content/translate';
import { notFound } from '../http/httpError';
import { registerEndpoint } from '../http/registerEndpoint';

interface PromotionRow {
  id: string;
  category: PromotionSummary['category'];
  badges_json: string;
  title_json: string;
  summary_json: string;
  content_json: string;
  image_url: string;
  start_time: number;
  end_time: number | null;
}

const toSummary = (row: PromotionRow, language: Language): PromotionSummary => ({
  id: row.id,
  title: pickText(row.title_json, language),
  summary: pickText(row.summary_json, language),
  category: row.category,
  badges: JSON.parse(row.badges_json) as PromotionBadge[],
  imageUrl: row.image_url,
  startTime: row.start_time,
  endTime: row.end_time,
});

/** Promotions list and detail. */
export const registerPromotionRoutes = (app: FastifyInstance): void => {
  const { db } = app.platform;
  const all = db.prepare('SELECT * FROM promotions ORDER BY sort');
  const inCategory = db.prepare('SELECT * FROM promotions WHERE category = ? ORDER BY sort');
  const byId = db.prepare('SELECT * FROM promotions WHERE id = ?');

  registerEndpoint(app, promotionsEndpoint, ({ input, language }) => {
    const rows = (
      input.category === 'all' ? all.all() : inCategory.all(input.category)
    ) as PromotionRow[];
    return { list: rows.map((row) => toSummary(row, language)) };
  });

  registerEndpoint(app, promotionDetailEndpoint, ({ input, language }) => {
    const row = byId.get(input.id) as PromotionRow | undefined;
    if (!row) throw notFound('Promotion not found');
    return { ...toSummary(row, language), content: pickText(row.content_json, language) };
  });
};
