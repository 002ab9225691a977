import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  convertPointsEndpoint,
  convertPreviewEndpoint,
  type DeliveryDetails,
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
import { isDefiniteRefusal, useLanguage, useMember, useRemote } from 'shared-ui/kit';

/** Items on one page of the catalogue, and rows on one page of the redemption history. */
export const POINTS_ITEMS_PAGE_SIZE = 12;
export const REDEMPTIONS_PAGE_SIZE = 10;
/** Rows on one page of the points movements. */
export const POINTS_ENTRIES_PAGE_SIZE = 10;

/**
 * Query keys of the points mall. The catalogue and history are named in the active language, so
 * it is part of their keys; member data is under `member` so a logout can drop it at once.
 */
export const pointsKeys = {
  all: ['promo', 'points'] as const,
  config: () => [...pointsKeys.all, 'config'] as const,
  items: (
    category: PointsItemCategory | undefined,
    sort: PointsItemSort,
    pageNo: number,
    language: string,
  ) => [...pointsKeys.all, 'items', { category, sort, pageNo, language }] as const,
  member: () => [...pointsKeys.all, 'member'] as const,
  balance: () => [...pointsKeys.member(), 'balance'] as const,
  redemptions: (pageNo: number, language: string) =>
    [...pointsKeys.member(), 'redemptions', { pageNo, language }] as const,
  item: (itemId: string, language: string) =>
    [...pointsKeys.all, 'item', { itemId, language }] as const,
  entries: (kind: PointsEntryKind | undefined, pageNo: number) =>
    [...pointsKeys.member(), 'entries', { kind, pageNo }] as const,
  preview: (points: number) => [...pointsKeys.member(), 'preview', points] as const,
  profile: () => [...pointsKeys.member(), 'profile'] as const,
};

/** The brand's points rules: earning rate, exchange rate, conversion minimum and step. */
export const usePointsConfig = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: pointsKeys.config(),
    queryFn: ({ signal }) => client.call(pointsConfigEndpoint, {}, { signal }),
  });
};

/** The signed-in member's points (disabled for a guest). */
export const usePointsBalance = () => {
  const { client } = useRemote();
  const member = useMember();
  return useQuery({
    queryKey: pointsKeys.balance(),
    queryFn: ({ signal }) => client.call(pointsBalanceEndpoint, {}, { signal }),
    enabled: member !== null,
  });
};

/** Whether the signed-in member has a withdrawal password (redeem and convert ask for it). */
export const useWithdrawalPasswordSet = () => {
  const { client } = useRemote();
  const member = useMember();
  return useQuery({
    queryKey: pointsKeys.profile(),
    queryFn: ({ signal }) => client.call(memberProfileEndpoint, {}, { signal }),
    select: (profile) => profile.withdrawalPasswordSet,
    enabled: member !== null,
  });
};

/** A page of the catalogue, of one category (undefined: all) in one order. */
export const usePointsItems = (
  category: PointsItemCategory | undefined,
  sort: PointsItemSort,
  pageNo: number,
) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: pointsKeys.items(category, sort, pageNo, language),
    queryFn: ({ signal }) =>
      client.call(
        pointsItemsEndpoint,
        { category, sort, pageNo, pageSize: POINTS_ITEMS_PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
};

/** A page of the member's redemptions, newest first. */
export const useRedemptions = (pageNo: number) => {
  const { client } = useRemote();
  const language = useLanguage();
  const member = useMember();
  return useQuery({
    queryKey: pointsKeys.redemptions(pageNo, language),
    queryFn: ({ signal }) =>
      client.call(redemptionsEndpoint, { pageNo, pageSize: REDEMPTIONS_PAGE_SIZE }, { signal }),
    enabled: member !== null,
    placeholderData: (previous) => previous,
  });
};

/**
 * One catalogue item by id (a deep link `?item=` or a card opened): `shown` is the card's copy,
 * shown while the platform's fresh one loads.
 */
export const usePointsItem = (itemId: string | null, shown?: PointsItem) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: pointsKeys.item(itemId ?? '', language),
    queryFn: ({ signal }) =>
      client.call(pointsItemDetailEndpoint, { itemId: itemId ?? '' }, { signal }),
    enabled: itemId !== null,
    placeholderData: shown,
    retry: (failures, error) => !isDefiniteRefusal(error) && failures < 2,
  });
};

/** A page of the member's points movements, newest first, of one kind (undefined: every kind). */
export const usePointsEntries = (kind: PointsEntryKind | undefined, pageNo: number) => {
  const { client } = useRemote();
  const member = useMember();
  return useQuery({
    queryKey: pointsKeys.entries(kind, pageNo),
    queryFn: ({ signal }) =>
      client.call(
        pointsEntriesEndpoint,
        { kind, pageNo, pageSize: POINTS_ENTRIES_PAGE_SIZE },
        { signal },
      ),
    enabled: member !== null,
    placeholderData: (previous) => previous,
  });
};

/** What converting `points` would pay (null: nothing to preview yet). */
export const useConvertPreview = (points: number | null) => {
  const { client } = useRemote();
  const member = useMember();
  return useQuery({
    queryKey: pointsKeys.preview(points ?? 0),
    queryFn: ({ signal }) =>
      client.call(convertPreviewEndpoint, { points: points ?? 0 }, { signal }),
    enabled: member !== null && points !== null && points > 0,
  });
};

/** Refreshes what a redeem or convert changed, unless the answer was lost (nothing known yet). */
const useSettled = () => {
  const queryClient = useQueryClient();
  return (error: unknown) =>
    error && !isDefiniteRefusal(error)
      ? undefined
      : queryClient.invalidateQueries({ queryKey: pointsKeys.all });
};

export interface RedeemInput {
  itemId: string;
  quantity: number;
  delivery?: DeliveryDetails;
  withdrawalPassword: string;
}

/** Redeems an item (the caller keeps the idempotency key across a lost answer). */
export const useRedeem = () => {
  const { client } = useRemote();
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RedeemInput; idempotencyKey: string }) =>
      client.call(redeemPointsEndpoint, input, { idempotencyKey }),
    onSettled: (_value, error) => settled(error),
  });
};

/** Converts points to cash (the caller keeps the idempotency key across a lost answer). */
export const useConvert = () => {
  const { client } = useRemote();
  const settled = useSettled();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: { points: number; withdrawalPassword: string };
      idempotencyKey: string;
    }) => client.call(convertPointsEndpoint, input, { idempotencyKey }),
    onSettled: (_value, error) => settled(error),
  });
};
