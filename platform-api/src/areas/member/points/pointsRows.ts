import {
  type DeliveryDetails,
  type Language,
  type PointsItem,
  type PointsItemCategory,
  type PointsItemKind,
  type Redemption,
  type RedemptionStatus,
} from 'shared-contracts';

import type { Db } from '../../../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../../ledger/accounts';
import type { Ledger } from '../../../ledger/ledger';
import { pickText } from '../../content/translate';
import type { PointsLedger } from './pointsLedger';
import type { PointsSettings } from './pointsSettings';

// The points mall's rows and how they read in the contract, and the small pieces its parts
// (earning, catalogue, redemptions, conversion) share.

/** Where the platform serves an item's generated image. */
export const pointsItemImageUrl = (itemId: string) => `/assets/points/${itemId}.svg`;

export interface PointsItemRow {
  id: string;
  kind: PointsItemKind;
  category: PointsItemCategory;
  name_json: string;
  description_json: string;
  cost: number;
  cash_value: number | null;
  turnover_multiple: number;
  stock: number | null;
  redeemed_count: number;
  sort_order: number;
  active: number;
  created_at: number;
}

export interface RedemptionRow {
  id: string;
  member_id: string;
  item_id: string;
  item_kind: PointsItemKind;
  name_json: string;
  quantity: number;
  points: number;
  cash_amount: number | null;
  bonus_id: string | null;
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  status: RedemptionStatus;
  reason: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  decided_at: number | null;
}

export interface ConversionRow {
  id: string;
  points: number;
  cash_amount: number;
  created_at: number;
}

export interface RedeemInput {
  itemId: string;
  quantity: number;
  delivery?: DeliveryDetails | undefined;
}

/** A catalogue item as the contract shows it, named in `language`. */
export const itemView = (row: PointsItemRow, language: Language): PointsItem => ({
  id: row.id,
  kind: row.kind,
  category: row.category,
  name: pickText(row.name_json, language),
  description: pickText(row.description_json, language),
  cost: row.cost,
  cashValue: row.cash_value,
  turnoverMultiple: row.turnover_multiple,
  stock: row.stock,
  imageUrl: pointsItemImageUrl(row.id),
  redeemedCount: row.redeemed_count,
  createdAt: row.created_at,
});

/** A redemption as the contract shows it, its item named in `language`. */
export const redemptionView = (row: RedemptionRow, language: Language): Redemption => ({
  id: row.id,
  itemId: row.item_id,
  itemKind: row.item_kind,
  itemName: pickText(row.name_json, language),
  imageUrl: pointsItemImageUrl(row.item_id),
  quantity: row.quantity,
  points: row.points,
  cashAmount: row.cash_amount,
  bonusId: row.bonus_id,
  delivery:
    row.delivery_name !== null && row.delivery_phone !== null && row.delivery_address !== null
      ? { name: row.delivery_name, phone: row.delivery_phone, address: row.delivery_address }
      : null,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** A page of a list, as every list call answers. */
export const page = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  total,
  totalPages: Math.ceil(total / pageSize),
  pageNo,
});

/** What the parts that pay cash (redemptions, conversion) are made of. */
export interface PointsMoneyDeps {
  db: Db;
  ledger: Ledger;
  points: PointsLedger;
  settings: PointsSettings;
}

/** The money postings of a cash credit from the house to the member's main wallet. */
export const creditPostings = (memberId: string, amount: number) => [
  { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
  { accountId: playerAccountId(memberId, 'MAIN'), amount },
];

/** Reads a member's main wallet balance (answers carry it after a cash movement). */
export const createMainBalance = (db: Db) => {
  const mainBalanceOf = db.prepare('SELECT balance FROM accounts WHERE id = ?').pluck();
  return (memberId: string) => Number(mainBalanceOf.get(playerAccountId(memberId, 'MAIN')) ?? 0);
};
