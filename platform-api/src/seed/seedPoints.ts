import type { PointsItemCategory, PointsItemKind } from 'shared-contracts';

import type { Db } from '../db/database';
import type { Ledger } from '../ledger/ledger';
import { createPointsMall } from '../member/points/pointsMall';
import { DEFAULT_POINTS_SETTINGS } from '../member/points/pointsSettings';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type ItemSeed = [
  id: string,
  kind: PointsItemKind,
  category: PointsItemCategory,
  name: string,
  nameTh: string,
  cost: number,
  cashValue: number | null,
  stock: number | null,
];

// Cash values in minor units; stock null = unlimited, 0 = sold out (shown, refused).
const ITEMS: ItemSeed[] = [
  ['cash-5', 'cashVoucher', 'cash', '$5 cash voucher', 'บัตรเงินสด $5', 600, 500, null],
  ['cash-10', 'cashVoucher', 'cash', '$10 cash voucher', 'บัตรเงินสด $10', 1_150, 1_000, null],
  ['cash-20', 'cashVoucher', 'cash', '$20 cash voucher', 'บัตรเงินสด $20', 2_250, 2_000, null],
  ['cash-50', 'cashVoucher', 'cash', '$50 cash voucher', 'บัตรเงินสด $50', 5_500, 5_000, null],
  ['cash-100', 'cashVoucher', 'cash', '$100 cash voucher', 'บัตรเงินสด $100', 10_800, 10_000, 50],
  ['cash-500', 'cashVoucher', 'cash', '$500 cash voucher', 'บัตรเงินสด $500', 52_000, 50_000, 5],
  ['bonus-5', 'bonusCredit', 'bonus', '$5 bonus credit', 'โบนัส $5', 400, 500, null],
  ['bonus-10', 'bonusCredit', 'bonus', '$10 bonus credit', 'โบนัส $10', 750, 1_000, null],
  ['bonus-25', 'bonusCredit', 'bonus', '$25 bonus credit', 'โบนัส $25', 1_800, 2_500, null],
  ['bonus-50', 'bonusCredit', 'bonus', '$50 bonus credit', 'โบนัส $50', 3_500, 5_000, null],
  ['bonus-100', 'bonusCredit', 'bonus', '$100 bonus credit', 'โบนัส $100', 6_800, 10_000, 100],
  ['bonus-slots', 'bonusCredit', 'bonus', 'Slots bonus $30', 'โบนัสสล็อต $30', 2_000, 3_000, null],
  ['phone', 'physical', 'electronics', 'Smartphone 128 GB', 'สมาร์ทโฟน 128GB', 180_000, null, 3],
  ['tablet', 'physical', 'electronics', 'Tablet 10 inch', 'แท็บเล็ต 10 นิ้ว', 150_000, null, 4],
  ['earbuds', 'physical', 'electronics', 'Wireless earbuds', 'หูฟังไร้สาย', 25_000, null, 20],
  ['watch', 'physical', 'electronics', 'Smart watch', 'นาฬิกาอัจฉริยะ', 60_000, null, 8],
  ['speaker', 'physical', 'electronics', 'Bluetooth speaker', 'ลำโพงบลูทูธ', 18_000, null, 15],
  ['console', 'physical', 'electronics', 'Game console', 'เครื่องเล่นเกม', 220_000, null, 0],
  ['powerbank', 'physical', 'electronics', 'Power bank 20000 mAh', 'พาวเวอร์แบงก์', 6_000, null, 40],
  ['backpack', 'physical', 'lifestyle', 'Travel backpack', 'กระเป๋าเป้', 9_000, null, 25],
  ['hoodie', 'physical', 'lifestyle', 'Lucky Lotus hoodie', 'เสื้อฮู้ด', 7_500, null, 30],
  ['cap', 'physical', 'lifestyle', 'Lucky Lotus cap', 'หมวกแก๊ป', 2_500, null, 60],
  ['mug', 'physical', 'lifestyle', 'Lotus mug', 'แก้วมัค', 1_500, null, 100],
  ['umbrella', 'physical', 'lifestyle', 'Golf umbrella', 'ร่มกอล์ฟ', 3_000, null, 1],
  ['bottle', 'physical', 'lifestyle', 'Steel bottle', 'ขวดน้ำสแตนเลส', 2_800, null, 50],
  ['coffee', 'physical', 'dining', 'Coffee gift card', 'บัตรกาแฟ', 2_000, null, null],
  ['dinner', 'physical', 'dining', 'Dinner for two', 'ดินเนอร์สองที่', 15_000, null, 10],
  ['hamper', 'physical', 'dining', 'Festival hamper', 'กระเช้าของขวัญ', 12_000, null, 12],
  ['tea', 'physical', 'dining', 'Premium tea set', 'ชุดชาพรีเมียม', 5_000, null, 18],
  ['hotel', 'physical', 'travel', 'Hotel night voucher', 'บัตรที่พักหนึ่งคืน', 40_000, null, 6],
  ['spa', 'physical', 'travel', 'Spa day', 'วันสปา', 22_000, null, 9],
  ['luggage', 'physical', 'travel', 'Cabin luggage', 'กระเป๋าเดินทาง', 30_000, null, 7],
];

const BONUS_TURNOVER_MULTIPLE = 5;

/**
 * The points mall of a fresh start (issue 16): a catalogue of 32 items in six categories (their
 * images are generated at /assets/points/<id>.svg), and demo's points with a history in every
 * status. Only points move: demo's money balance and history are untouched, so its seeded
 * redemptions are physical items (in progress, rejected with a reason and refunded, approved).
 */
export const seedPoints = (db: Db, ledger: Ledger, now: number): void => {
  const insertItem = db.prepare(`INSERT INTO points_items (id, kind, category, name_json,
      description_json, cost, cash_value, turnover_multiple, stock, redeemed_count, sort_order,
      created_at)
    VALUES (@id, @kind, @category, @name, @description, @cost, @cash, @multiple, @stock, @redeemed,
      @sort, @createdAt)`);
  ITEMS.forEach(([id, kind, category, name, nameTh, cost, cashValue, stock], index) => {
    const description =
      kind === 'cashVoucher'
        ? `${name}: credited to your main wallet at once.`
        : kind === 'bonusCredit'
          ? `${name}: credited at once as a bonus with ${BONUS_TURNOVER_MULTIPLE}x turnover.`
          : `${name}: delivered to your address after review.`;
    insertItem.run({
      id,
      kind,
      category,
      name: JSON.stringify({ EN: name, TH: nameTh }),
      description: JSON.stringify({ EN: description }),
      cost,
      cash: cashValue,
      multiple: kind === 'bonusCredit' ? BONUS_TURNOVER_MULTIPLE : 0,
      stock,
      // A stable "popular" order before anyone redeems: earlier items in a category first.
      redeemed: (ITEMS.length - index) * 3,
      sort: index,
      // Spread over the last month so "newest" differs from the catalogue order.
      createdAt: now - ((index * 7) % ITEMS.length) * DAY_MS,
    });
  });

  const demo = db.prepare('SELECT id FROM members WHERE username = ?').pluck().get('demo') as
    string | undefined;
  if (!demo) return;
  const mall = createPointsMall({ db, ledger, settings: DEFAULT_POINTS_SETTINGS });
  mall.grant(
    demo,
    100_000,
    'Welcome to the points mall',
    'seed-points-demo-welcome',
    now - 20 * DAY_MS,
  );
  const delivery = {
    name: 'Demo Player',
    phone: '+66 81 234 5678',
    address: '88 Lotus Road, Bangkok',
  };
  const redeem = (itemId: string, key: string, at: number) =>
    mall.redeem(demo, { itemId, quantity: 1, delivery }, key, 'EN', at).redemption.id;
  const approved = redeem('mug', 'seed-points-demo-mug', now - 10 * DAY_MS);
  mall.approve(approved, 'Delivered', now - 8 * DAY_MS);
  const rejected = redeem('watch', 'seed-points-demo-watch', now - 6 * DAY_MS);
  mall.reject(rejected, 'The delivery address could not be verified', now - 5 * DAY_MS);
  redeem('cap', 'seed-points-demo-cap', now - 2 * HOUR_MS);
  // Last, as it happens at `now`: what demo's seeded bets of the closed days earned.
  mall.accrue(demo, now);
};
