import { type Language, LANGUAGES, type PromotionBadge } from 'shared-contracts';

import type { Db } from '../../db/database';
import { PROMOTION_TEXTS } from './promotionTexts';

const DAY_MS = 86_400_000;

/** The promotions of the promotions page; new-player ones come with their rules (participation). */
const PROMOTIONS: { id: string; category: string; badges: PromotionBadge[] }[] = [
  { id: 'promo-001', category: 'others', badges: ['limited', 'special_offer'] },
  { id: 'promo-002', category: 'others', badges: [] },
  { id: 'promo-003', category: 'sports', badges: ['daily'] },
  { id: 'promo-004', category: 'live_casino', badges: ['vip'] },
  { id: 'promo-005', category: 'slots', badges: ['high_rebate'] },
  { id: 'promo-006', category: 'slots', badges: [] },
  { id: 'promo-007', category: 'card_games', badges: ['newbie'] },
  { id: 'promo-008', category: 'fish', badges: ['limited', 'special_offer'] },
  { id: 'promo-009', category: 'lotto', badges: ['daily'] },
  { id: 'promo-010', category: 'lotto', badges: ['vip'] },
  { id: 'promo-011', category: 'rebate', badges: ['high_rebate', 'daily'] },
  { id: 'promo-012', category: 'points_mall', badges: [] },
  { id: 'promo-013', category: 'ranking', badges: ['newbie'] },
  { id: 'promo-014', category: 'ranking', badges: ['limited', 'vip'] },
  { id: 'promo-015', category: 'deposit', badges: ['daily'] },
  { id: 'promo-016', category: 'app_download', badges: ['high_rebate'] },
  { id: 'promo-017', category: 'new_player', badges: ['newbie'] },
  { id: 'promo-018', category: 'new_player', badges: ['newbie', 'special_offer'] },
  { id: 'promo-019', category: 'game_promotions', badges: [] },
];

const inEvery = (build: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, build(language)]));

// Untrusted markup on purpose: the site must render it through its sanitiser (ARCHITECTURE rule 9).
// Nothing in it is text a player would read (an English word here showed in every language).
const HOSTILE_INTRO =
  '<script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')"><a href="javascript:alert(1)"></a>';

/** The intro's first sentence as plain text: the card's line where the rule gives none. */
const firstSentence = (html = ''): string => {
  const text = html.replace(/<[^>]+>/g, '').trim();
  const end = text.search(/[.。!?:：](\s|$)/u);
  return end < 0 ? text : text.slice(0, end + 1).replace(/[:：]$/u, '');
};

/** A promotion's stored texts: title, its own summary (when the rule gives none) and intro. */
export const promotionTextsJson = (id: string, hostile = false) => {
  const texts = PROMOTION_TEXTS[id];
  if (!texts) throw new Error(`No texts for ${id}`);
  return {
    title: JSON.stringify(texts.title),
    summary: JSON.stringify(
      inEvery((language) => texts.summary?.[language] ?? firstSentence(texts.intro?.[language])),
    ),
    content: JSON.stringify(
      inEvery((language) => `${texts.intro?.[language] ?? ''}${hostile ? HOSTILE_INTRO : ''}`),
    ),
  };
};

/**
 * Promotions in every category but 'all', each a distinct offer. Those with a participation rule
 * get their period, summary and terms from it (seedPromotionParticipation, promotionTerms.ts);
 * the rebate and the points mall run all the time. promo-005 carries hostile HTML.
 */
export const seedPromotions = (db: Db, now: number): void => {
  const insert = db.prepare(`INSERT INTO promotions
    (id, category, badges_json, title_json, summary_json, content_json, image_url, start_time, end_time, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PROMOTIONS.forEach(({ id, category, badges }, index) => {
    const texts = promotionTextsJson(id, id === 'promo-005');
    insert.run(
      id,
      category,
      JSON.stringify(badges),
      texts.title,
      texts.summary,
      texts.content,
      `/assets/promotions/${id}.svg`,
      now - (index + 30) * DAY_MS,
      null,
      index + 1,
    );
  });
};
