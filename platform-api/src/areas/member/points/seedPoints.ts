import {
  type Language,
  LANGUAGES,
  type PointsItemCategory,
  type PointsItemKind,
} from 'shared-contracts';

import type { Db } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import { ITEM_DESCRIPTIONS, ITEM_NAMES } from './pointsItemTexts';
import { createPointsMall } from './pointsMall';
import { DEFAULT_POINTS_SETTINGS, type PointsSettings } from './pointsSettings';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type ItemSeed = [
  id: string,
  kind: PointsItemKind,
  category: PointsItemCategory,
  /** Physical items: their price in points; vouchers and bonuses are priced from their value. */
  cost: number | null,
  cashValue: number | null,
  stock: number | null,
];

// Cash values in minor units; stock null = unlimited, 0 = sold out (shown, refused).
const ITEMS: ItemSeed[] = [
  ['cash-5', 'cashVoucher', 'cash', null, 500, null],
  ['cash-10', 'cashVoucher', 'cash', null, 1_000, null],
  ['cash-20', 'cashVoucher', 'cash', null, 2_000, null],
  ['cash-50', 'cashVoucher', 'cash', null, 5_000, null],
  ['cash-100', 'cashVoucher', 'cash', null, 10_000, 50],
  ['cash-500', 'cashVoucher', 'cash', null, 50_000, 5],
  ['bonus-5', 'bonusCredit', 'bonus', null, 500, null],
  ['bonus-10', 'bonusCredit', 'bonus', null, 1_000, null],
  ['bonus-25', 'bonusCredit', 'bonus', null, 2_500, null],
  ['bonus-50', 'bonusCredit', 'bonus', null, 5_000, null],
  ['bonus-100', 'bonusCredit', 'bonus', null, 10_000, 100],
  ['bonus-slots', 'bonusCredit', 'bonus', null, 3_000, null],
  ['phone', 'physical', 'electronics', 180_000, null, 3],
  ['tablet', 'physical', 'electronics', 150_000, null, 4],
  ['earbuds', 'physical', 'electronics', 25_000, null, 20],
  ['watch', 'physical', 'electronics', 60_000, null, 8],
  ['speaker', 'physical', 'electronics', 18_000, null, 15],
  ['console', 'physical', 'electronics', 220_000, null, 0],
  ['powerbank', 'physical', 'electronics', 6_000, null, 40],
  ['backpack', 'physical', 'lifestyle', 9_000, null, 25],
  ['hoodie', 'physical', 'lifestyle', 7_500, null, 30],
  ['cap', 'physical', 'lifestyle', 2_500, null, 60],
  ['mug', 'physical', 'lifestyle', 1_500, null, 100],
  ['umbrella', 'physical', 'lifestyle', 3_000, null, 1],
  ['bottle', 'physical', 'lifestyle', 2_800, null, 50],
  ['coffee', 'physical', 'dining', 2_000, null, null],
  ['dinner', 'physical', 'dining', 15_000, null, 10],
  ['hamper', 'physical', 'dining', 12_000, null, 12],
  ['tea', 'physical', 'dining', 5_000, null, 18],
  ['hotel', 'physical', 'travel', 40_000, null, 6],
  ['spa', 'physical', 'travel', 22_000, null, 9],
  ['luggage', 'physical', 'travel', 30_000, null, 7],
];

const BONUS_TURNOVER_MULTIPLE = 5;
/** Bonus credits cost this share fewer points than cash of the same value (they carry wagering). */
const BONUS_DISCOUNT_PERCENT = 20;

/**
 * An item's price in points: a cash voucher at exactly the conversion rate (a $5 voucher costs
 * what converting to $5 costs), a bonus credit {@link BONUS_DISCOUNT_PERCENT}% less, as its
 * description says; physical items at their listed price.
 */
export const pointsCostOf = (
  kind: PointsItemKind,
  cost: number | null,
  cashValue: number | null,
  settings: PointsSettings = DEFAULT_POINTS_SETTINGS,
): number => {
  if (cashValue === null) return cost ?? 0;
  const atRate = Math.ceil((cashValue * settings.exchangePoints) / settings.exchangeCash);
  return kind === 'bonusCredit' ? (atRate * (100 - BONUS_DISCOUNT_PERCENT)) / 100 : atRate;
};

const rateText = (settings: PointsSettings) =>
  `${settings.exchangePoints} = $${(settings.exchangeCash / 100).toFixed(2)}`;

const inEvery = (build: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, build(language)]));

/**
 * The points mall of a fresh start: a catalogue of 32 items in six categories (their
 * images are generated at /assets/points/<id>.svg), named and described in every language, and
 * demo's points with a history in every status spread over the last weeks: the closed days'
 * earnings each credited the morning after. Only points move: demo's money balance and history
 * are untouched, so its seeded redemptions are physical items (in progress, rejected with a
 * reason and refunded, approved).
 */
export const seedPoints = (db: Db, ledger: Ledger, now: number): void => {
  const insertItem = db.prepare(`INSERT INTO points_items (id, kind, category, name_json,
      description_json, cost, cash_value, turnover_multiple, stock, redeemed_count, sort_order,
      created_at)
    VALUES (@id, @kind, @category, @name, @description, @cost, @cash, @multiple, @stock, @redeemed,
      @sort, @createdAt)`);
  const settings = DEFAULT_POINTS_SETTINGS;
  ITEMS.forEach(([id, kind, category, cost, cashValue, stock], index) => {
    const facts = {
      rate: rateText(settings),
      multiple: BONUS_TURNOVER_MULTIPLE,
      discount: BONUS_DISCOUNT_PERCENT,
    };
    insertItem.run({
      id,
      kind,
      category,
      name: JSON.stringify(ITEM_NAMES[id]),
      description: JSON.stringify(inEvery((language) => ITEM_DESCRIPTIONS[kind][language](facts))),
      cost: pointsCostOf(kind, cost, cashValue, settings),
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
  const mall = createPointsMall({ db, ledger, settings });
  const delivery = {
    name: 'Demo Player',
    phone: '+66 81 234 5678',
    address: '88 Lotus Road, Bangkok',
  };
  const redeem = (itemId: string, key: string, at: number) =>
    mall.redeem(demo, { itemId, quantity: 1, delivery }, key, 'EN', at).redemption.id;
  let approved = '';
  let rejected = '';
  // What happened, oldest first: each day's earnings are credited at 06:xx the morning after.
  const events: [at: number, run: (at: number) => void][] = [
    [
      now - 20 * DAY_MS,
      (at) =>
        mall.grant(demo, 100_000, 'Welcome to the points mall', 'seed-points-demo-welcome', at),
    ],
    [now - 10 * DAY_MS, (at) => (approved = redeem('mug', 'seed-points-demo-mug', at))],
    [now - 8 * DAY_MS, (at) => mall.approve(approved, 'Delivered', at)],
    [now - 6 * DAY_MS, (at) => (rejected = redeem('watch', 'seed-points-demo-watch', at))],
    [
      now - 5 * DAY_MS,
      (at) => mall.reject(rejected, 'The delivery address could not be verified', at),
    ],
    [now - 2 * HOUR_MS, (at) => redeem('cap', 'seed-points-demo-cap', at)],
  ];
  for (let daysAgo = settings.accrualLookbackDays - 1; daysAgo >= 1; daysAgo -= 1) {
    const morning =
      now -
      daysAgo * DAY_MS -
      (now % DAY_MS) +
      (6 * 60 + ((daysAgo * 17) % 50)) * 60_000 -
      7 * HOUR_MS;
    events.push([morning, (at) => mall.accrue(demo, at)]);
  }
  events.sort((a, b) => a[0] - b[0]);
  for (const [at, run] of events) run(at);
  // Last, as it happens at `now`: anything still unaccrued (yesterday, if its morning is ahead).
  mall.accrue(demo, now);
};
