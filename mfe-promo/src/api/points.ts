import { keepPreviousData } from '@tanstack/react-query';
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
  useLanguage,
  useMember,
} from 'shared-ui/kit';

import { useRefreshAfterAnswer } from './refreshAfterAnswer';

/** Items on one page of the catalogue, and rows on one page of the redemption history. */
export const POINTS_ITEMS_PAGE_SIZE = 12;
export const REDEMPTIONS_PAGE_SIZE = 10;
/** Rows on one page of the points movements. */
export const POINTS_ENTRIES_PAGE_SIZE = 10;

/**
 * Query keys of the points mall. The catalogue and history are named in the active language, so
 * it is part of their keys; the member's own data sits under `member`.
 */
export const pointsKeys = resourceKeys('promo', 'points');

/** The brand's points rules: earning rate, exchange rate, conversion minimum and step. */
export const usePointsConfig = () =>
  useEndpointQuery(pointsConfigEndpoint, {}, { key: pointsKeys.of('config') });

/** The signed-in member's points (disabled for a guest). */
export const usePointsBalance = () => {
  const member = useMember();
  return useEndpointQuery(
    pointsBalanceEndpoint,
    {},
    { key: pointsKeys.of('member', 'balance'), enabled: member !== null },
  );
};

/** Whether the signed-in member has a withdrawal password (redeem and convert ask for it). */
export const useWithdrawalPasswordSet = () => {
  const member = useMember();
  return useEndpointQuery(
    memberProfileEndpoint,
    {},
    {
      key: pointsKeys.of('member', 'profile'),
      select: (profile) => profile.withdrawalPasswordSet,
      enabled: member !== null,
    },
  );
};

/** A page of the catalogue, of one category (undefined: all) in one order. */
export const usePointsItems = (
  category: PointsItemCategory | undefined,
  sort: PointsItemSort,
  pageNo: number,
) => {
  const language = useLanguage();
  return useEndpointQuery(
    pointsItemsEndpoint,
    { category, sort, pageNo, pageSize: POINTS_ITEMS_PAGE_SIZE },
    {
      key: pointsKeys.of('items', { category, sort, pageNo, language }),
      placeholderData: keepPreviousData,
    },
  );
};

/** A page of the member's redemptions, newest first. */
export const useRedemptions = (pageNo: number) => {
  const language = useLanguage();
  const member = useMember();
  return useEndpointQuery(
    redemptionsEndpoint,
    { pageNo, pageSize: REDEMPTIONS_PAGE_SIZE },
    {
      key: pointsKeys.of('member', 'redemptions', { pageNo, language }),
      enabled: member !== null,
      placeholderData: keepPreviousData,
    },
  );
};

/**
 * One catalogue item by id (a deep link `?item=` or a card opened): `shown` is the card's copy,
 * shown while the platform's fresh one loads.
 */
export const usePointsItem = (itemId: string | null, shown?: PointsItem) => {
  const language = useLanguage();
  return useEndpointQuery(
    pointsItemDetailEndpoint,
    { itemId: itemId ?? '' },
    {
      key: pointsKeys.of('item', { itemId: itemId ?? '', language }),
      enabled: itemId !== null,
      placeholderData: shown,
      retry: (failures, error) => !isDefiniteRefusal(error) && failures < 2,
    },
  );
};

/** A page of the member's points movements, newest first, of one kind (undefined: every kind). */
export const usePointsEntries = (kind: PointsEntryKind | undefined, pageNo: number) => {
  const member = useMember();
  return useEndpointQuery(
    pointsEntriesEndpoint,
    { kind, pageNo, pageSize: POINTS_ENTRIES_PAGE_SIZE },
    {
      key: pointsKeys.of('member', 'entries', { kind, pageNo }),
      enabled: member !== null,
      placeholderData: keepPreviousData,
    },
  );
};

/** What converting `points` would pay (null: nothing to preview yet). */
export const useConvertPreview = (points: number | null) => {
  const member = useMember();
  return useEndpointQuery(
    convertPreviewEndpoint,
    { points: points ?? 0 },
    {
      key: pointsKeys.of('member', 'preview', points ?? 0),
      enabled: member !== null && points !== null && points > 0,
    },
  );
};

/** Redeems an item (the caller keeps the idempotency key across a lost answer). */
export const useRedeem = () =>
  useEndpointMutation(redeemPointsEndpoint, useRefreshAfterAnswer(pointsKeys.all));

/** Converts points to cash (the caller keeps the idempotency key across a lost answer). */
export const useConvert = () =>
  useEndpointMutation(convertPointsEndpoint, useRefreshAfterAnswer(pointsKeys.all));
