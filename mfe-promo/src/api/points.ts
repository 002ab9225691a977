import {
  convertPointsEndpoint,
  convertPreviewEndpoint,
  memberProfileEndpoint,
  pointsBalanceEndpoint,
  pointsConfigEndpoint,
  pointsEntriesEndpoint,
  type PointsEntryKind,
  type PointsItem,
  type PointsItemCategory,
  pointsItemDetailEndpoint,
  pointsItemsEndpoint,
  type PointsItemSort,
  redeemPointsEndpoint,
  redemptionsEndpoint,
} from 'shared-contracts';
import {
  isDefiniteRefusal,
  resourceKeys,
  useEndpointMutation,
  useEndpointQuery,
} from 'shared-ui/kit';

import { useRefreshAfterAnswer } from './refreshAfterAnswer';

/** Items on one page of the catalogue, and rows on one page of the redemption history. */
export const POINTS_ITEMS_PAGE_SIZE = 12;
export const REDEMPTIONS_PAGE_SIZE = 10;
/** Rows on one page of the points movements. */
export const POINTS_ENTRIES_PAGE_SIZE = 10;

/** Query keys of the points mall. */
const points = resourceKeys('promo', 'points');

/** The brand's points rules: earning rate, exchange rate, conversion minimum and step. */
export const usePointsConfig = () => useEndpointQuery(pointsConfigEndpoint, {}, { key: points });

/** The signed-in member's points. */
export const usePointsBalance = () =>
  useEndpointQuery(pointsBalanceEndpoint, {}, { key: points, member: true });

/** Whether the signed-in member has a withdrawal password (redeem and convert ask for it). */
export const useWithdrawalPasswordSet = () =>
  useEndpointQuery(
    memberProfileEndpoint,
    {},
    { key: points, member: true, select: (profile) => profile.withdrawalPasswordSet },
  );

/** A page of the catalogue, of one category (undefined: all) in one order. */
export const usePointsItems = (
  category: PointsItemCategory | undefined,
  sort: PointsItemSort,
  pageNo: number,
) =>
  useEndpointQuery(
    pointsItemsEndpoint,
    { category, sort, pageNo, pageSize: POINTS_ITEMS_PAGE_SIZE },
    { key: points, worded: true, paged: true },
  );

/** A page of the member's redemptions, newest first. */
export const useRedemptions = (pageNo: number) =>
  useEndpointQuery(
    redemptionsEndpoint,
    { pageNo, pageSize: REDEMPTIONS_PAGE_SIZE },
    { key: points, member: true, worded: true, paged: true },
  );

/**
 * One catalogue item by id (a deep link `?item=` or a card opened): `shown` is the card's copy,
 * shown while the platform's fresh one loads.
 */
export const usePointsItem = (itemId: string | null, shown?: PointsItem) =>
  useEndpointQuery(
    pointsItemDetailEndpoint,
    { itemId: itemId ?? '' },
    {
      key: points,
      worded: true,
      enabled: itemId !== null,
      placeholderData: shown,
      retry: (failures, error) => !isDefiniteRefusal(error) && failures < 2,
    },
  );

/** A page of the member's points movements, newest first, of one kind (undefined: every kind). */
export const usePointsEntries = (kind: PointsEntryKind | undefined, pageNo: number) =>
  useEndpointQuery(
    pointsEntriesEndpoint,
    { kind, pageNo, pageSize: POINTS_ENTRIES_PAGE_SIZE },
    { key: points, member: true, paged: true },
  );

/** What converting `points` would pay (null: nothing to preview yet). */
export const useConvertPreview = (amount: number | null) =>
  useEndpointQuery(
    convertPreviewEndpoint,
    { points: amount ?? 0 },
    { key: points, member: true, enabled: amount !== null && amount > 0 },
  );

/** Redeems an item (the caller keeps the idempotency key across a lost answer). */
export const useRedeem = () =>
  useEndpointMutation(redeemPointsEndpoint, useRefreshAfterAnswer(points.all));

/** Converts points to cash (the caller keeps the idempotency key across a lost answer). */
export const useConvert = () =>
  useEndpointMutation(convertPointsEndpoint, useRefreshAfterAnswer(points.all));
