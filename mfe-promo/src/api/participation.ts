import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyPromotionEndpoint,
  claimPromotionEndpoint,
  claimRaffleTicketEndpoint,
  type EndpointValue,
  joinPromotionEndpoint,
  promotionApplicationsEndpoint,
  promotionParticipationEndpoint,
  promotionParticipationListEndpoint,
  raffleWinnersEndpoint,
  uploadApplicationImageEndpoint,
} from 'shared-contracts';
import { isDefiniteRefusal, useRemote, useSession } from 'shared-ui/kit';

/** Most ids one state call takes (the platform's bound). */
export const MAX_STATE_IDS = 50;

/** Applications read at once to find this promotion's (a member has few). */
const APPLICATIONS_PAGE_SIZE = 50;

/**
 * Query keys of participation. The viewer (a member's id or `guest`) is part of every key: the
 * platform answers each member their own standing, so a login or logout reads it anew.
 */
export const participationKeys = {
  all: ['promo', 'participation'] as const,
  list: (ids: readonly string[], viewer: string) =>
    [...participationKeys.all, 'list', { ids, viewer }] as const,
  detail: (promotionId: string, viewer: string) =>
    [...participationKeys.all, 'detail', { promotionId, viewer }] as const,
  winners: (promotionId: string) => [...participationKeys.all, 'winners', promotionId] as const,
  applications: (viewer: string) => [...participationKeys.all, 'applications', viewer] as const,
};

/** Who is asking: the member's id, or `guest`. */
export const useViewer = (): string => {
  const session = useSession();
  return session.status === 'member' ? session.member.id : 'guest';
};

const byPromotion = ({ list }: EndpointValue<typeof promotionParticipationListEndpoint>) =>
  new Map(list.map((participation) => [participation.promotionId, participation]));

/** The viewer's standing with each listed promotion, in one call (ids without one are left out). */
export const useParticipationList = (ids: readonly string[]) => {
  const { client } = useRemote();
  const viewer = useViewer();
  const asked = ids.slice(0, MAX_STATE_IDS);
  return useQuery({
    queryKey: participationKeys.list(asked, viewer),
    // The cache holds the answer as it came (plain data: the server's render hands it over as
    // JSON); the page reads it by promotion.
    queryFn: ({ signal }) =>
      client.call(promotionParticipationListEndpoint, { ids: asked.join(',') }, { signal }),
    select: byPromotion,
    enabled: asked.length > 0,
  });
};

/** The viewer's standing with one promotion; a promotion without participation is a 404. */
export const useParticipation = (promotionId: string) => {
  const { client } = useRemote();
  const viewer = useViewer();
  return useQuery({
    queryKey: participationKeys.detail(promotionId, viewer),
    queryFn: ({ signal }) =>
      client.call(promotionParticipationEndpoint, { promotionId }, { signal }),
  });
};

/** A raffle's draw: its winners once drawn. */
export const useRaffleWinners = (promotionId: string, enabled: boolean) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: participationKeys.winners(promotionId),
    queryFn: ({ signal }) => client.call(raffleWinnersEndpoint, { promotionId }, { signal }),
    enabled,
  });
};

/** The member's applications for one promotion, newest first (members only). */
export const useMyApplications = (promotionId: string, enabled: boolean) => {
  const { client } = useRemote();
  const viewer = useViewer();
  return useQuery({
    queryKey: participationKeys.applications(viewer),
    queryFn: async ({ signal }) => {
      const value = await client.call(
        promotionApplicationsEndpoint,
        { pageNo: 1, pageSize: APPLICATIONS_PAGE_SIZE },
        { signal },
      );
      return value.list;
    },
    select: (list) => list.filter((application) => application.promotionId === promotionId),
    enabled: enabled && viewer !== 'guest',
  });
};

/** After an answer the standing changed; after a lost answer it stays, so the retry stays. */
const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return (error: unknown) =>
    error && !isDefiniteRefusal(error)
      ? undefined
      : queryClient.invalidateQueries({ queryKey: participationKeys.all });
};

/** Signs up to a `join` promotion (joining again answers the same). */
export const useJoinPromotion = () => {
  const { client } = useRemote();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (promotionId: string) => client.call(joinPromotionEndpoint, { promotionId }),
    onSettled: (_value, error) => refresh(error),
  });
};

interface KeyedClaim {
  promotionId: string;
  idempotencyKey: string;
}

/** Claims an instant bonus; the caller keeps the key across a lost answer. */
export const useClaimPromotion = () => {
  const { client } = useRemote();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ promotionId, idempotencyKey }: KeyedClaim) =>
      client.call(claimPromotionEndpoint, { promotionId }, { idempotencyKey }),
    onSettled: (_value, error) => refresh(error),
  });
};

/** Takes the member's raffle ticket; the caller keeps the key across a lost answer. */
export const useClaimRaffleTicket = () => {
  const { client } = useRemote();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ promotionId, idempotencyKey }: KeyedClaim) =>
      client.call(claimRaffleTicketEndpoint, { promotionId }, { idempotencyKey }),
    onSettled: (_value, error) => refresh(error),
  });
};

/** Uploads one application image (the platform checks its content and size again). */
export const useUploadApplicationImage = () => {
  const { client } = useRemote();
  return (file: Blob) => client.call(uploadApplicationImageEndpoint, file);
};

/** Sends an application with images uploaded first (at most three). */
export const useApplyPromotion = () => {
  const { client } = useRemote();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: { promotionId: string; comment: string; imageIds: string[] }) =>
      client.call(applyPromotionEndpoint, input),
    onSettled: (_value, error) => refresh(error),
  });
};
