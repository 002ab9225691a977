import { PROMOTION_CATEGORIES, type PromotionBadge } from 'shared-contracts';

import type { Db } from '../db/database';

const DAY_MS = 86_400_000;

const TITLES: Record<string, { EN: string; TH: string }> = {
  others: { EN: 'Lucky wheel Friday', TH: 'วงล้อนำโชควันศุกร์' },
  sports: { EN: 'Sports first-bet insurance', TH: 'ประกันเดิมพันกีฬาครั้งแรก' },
  live_casino: { EN: 'Live casino 1% rebate', TH: 'คืนยอดคาสิโนสด 1%' },
  slots: { EN: 'Slots free spins', TH: 'ฟรีสปินสล็อต' },
  card_games: { EN: 'Card games leaderboard', TH: 'อันดับเกมไพ่' },
  fish: { EN: 'Fishing hunter prize', TH: 'รางวัลนักล่าปลา' },
  lotto: { EN: 'Lottery double payout', TH: 'หวยจ่ายสองเท่า' },
  rebate: { EN: 'Unlimited daily rebate', TH: 'คืนยอดรายวันไม่จำกัด' },
  points_mall: { EN: 'Double points week', TH: 'สัปดาห์คะแนนสองเท่า' },
  ranking: { EN: 'Monthly turnover ranking', TH: 'อันดับยอดเล่นรายเดือน' },
  deposit: { EN: 'Daily deposit bonus 10%', TH: 'โบนัสฝากรายวัน 10%' },
  app_download: { EN: 'Download the app, get 50', TH: 'ดาวน์โหลดแอปรับ 50' },
  new_player: { EN: 'Welcome bonus 100%', TH: 'โบนัสต้อนรับ 100%' },
  game_promotions: { EN: 'Provider tournament', TH: 'ทัวร์นาเมนต์ค่ายเกม' },
};

const BADGES: PromotionBadge[][] = [
  ['newbie'],
  ['limited', 'special_offer'],
  ['daily'],
  ['high_rebate'],
  ['vip'],
  [],
];

const bodyOf = (title: string, index: number): string =>
  [
    `<h2>${title}</h2>`,
    '<p>Join from the <strong>Promotions</strong> page and meet the turnover within <em>7 days</em>.</p>',
    '<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>100</td><td>20</td></tr><tr><td>1,000</td><td>200</td></tr></tbody></table>',
    `<p><img src="/assets/promotions/promo-${String(index).padStart(3, '0')}.svg" alt="${title}"></p>`,
    '<ul><li>One bonus per member.</li><li>The brand may change or end the offer.</li></ul>',
  ].join('');

// Untrusted markup on purpose: the site must render it through its sanitiser (ARCHITECTURE rule 9).
const HOSTILE_BODY =
  '<p>Limited offer!</p><script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')"><a href="javascript:alert(1)">Claim</a>';

/** Promotions in every category but 'all', some with a second entry, one with hostile HTML. */
export const seedPromotions = (db: Db, now: number): void => {
  const insert = db.prepare(`INSERT INTO promotions
    (id, category, badges_json, title_json, summary_json, content_json, image_url, start_time, end_time, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let index = 1;
  const categories = PROMOTION_CATEGORIES.filter((category) => category !== 'all');
  for (const [position, category] of categories.entries()) {
    const entries = position % 3 === 0 ? 2 : 1;
    for (let n = 0; n < entries; n += 1) {
      const id = `promo-${String(index).padStart(3, '0')}`;
      const base = TITLES[category] ?? { EN: category, TH: category };
      const title = n === 0 ? base : { EN: `${base.EN} II`, TH: `${base.TH} II` };
      const content =
        index === 5 ? `${bodyOf(title.EN, index)}${HOSTILE_BODY}` : bodyOf(title.EN, index);
      insert.run(
        id,
        category,
        JSON.stringify(BADGES[index % BADGES.length]),
        JSON.stringify(title),
        JSON.stringify({
          EN: `${title.EN}: terms apply, see details.`,
          TH: `${title.TH} ดูรายละเอียด`,
        }),
        JSON.stringify({ EN: content }),
        `/assets/promotions/${id}.svg`,
        now - (index + 3) * DAY_MS,
        index % 4 === 0 ? null : now + (30 + index) * DAY_MS,
        index,
      );
      index += 1;
    }
  }
};
