import type { FastifyInstance } from 'fastify';
import {
  type Language,
  type PromotionBadge,
  promotionDetailEndpoint,
  promotionsEndpoint,
  type PromotionSummary,
} from 'shared-contracts';

import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { pickText } from '../content/translate';
import { promotionSummary, promotionTermsHtml, type TermsRule } from './promotionTerms';

interface PromotionRow extends Partial<TermsRule> {
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

/** The rule the platform pays the promotion by, when it has one (a participation row). */
const ruleOf = (row: PromotionRow): TermsRule | null =>
  row.kind === undefined || row.kind === null ? null : (row as TermsRule);

// A promotion with a participation rule shows that rule's period and a summary and terms built
// from it (ADR 0024): the page cannot promise what the platform does not pay.
const SELECT = `SELECT p.*, r.kind, r.starts_at, r.ends_at, r.new_players_only, r.new_player_days,
    r.min_deposit, r.bonus_amount, r.bonus_rate_bp, r.bonus_cap, r.turnover_multiple, r.draw_at,
    r.prize_amount, r.winners
  FROM promotions p LEFT JOIN promotion_participation r ON r.promotion_id = p.id`;

/** Promotions list and detail. */
export const registerPromotionRoutes = (app: FastifyInstance): void => {
  const { db, config } = app.platform;
  const { defaultLanguage, currencySymbol } = config.brand;
  const all = db.prepare(`${SELECT} ORDER BY p.sort`);
  const inCategory = db.prepare(`${SELECT} WHERE p.category = ? ORDER BY p.sort`);
  const byId = db.prepare(`${SELECT} WHERE p.id = ?`);
  const text = (json: string, language: Language) => pickText(json, language, defaultLanguage);

  const toSummary = (row: PromotionRow, language: Language): PromotionSummary => {
    const rule = ruleOf(row);
    return {
      id: row.id,
      title: text(row.title_json, language),
      summary:
        (rule && promotionSummary(rule, language, currencySymbol)) ??
        text(row.summary_json, language),
      category: row.category,
      badges: JSON.parse(row.badges_json) as PromotionBadge[],
      imageUrl: row.image_url,
      startTime: rule ? rule.starts_at : row.start_time,
      endTime: rule ? rule.ends_at : row.end_time,
    };
  };

  registerEndpoint(app, promotionsEndpoint, ({ input, language }) => {
    const rows = (
      input.category === 'all' ? all.all() : inCategory.all(input.category)
    ) as PromotionRow[];
    return { list: rows.map((row) => toSummary(row, language)) };
  });

  registerEndpoint(app, promotionDetailEndpoint, ({ input, language }) => {
    const row = byId.get(input.id) as PromotionRow | undefined;
    if (!row) throw notFound('Promotion not found');
    const rule = ruleOf(row);
    const intro = text(row.content_json, language);
    return {
      ...toSummary(row, language),
      content: rule ? promotionTermsHtml(rule, language, currencySymbol, intro) : intro,
    };
  });
};
