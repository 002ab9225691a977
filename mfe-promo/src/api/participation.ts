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
import {
  resourceKeys,
  useEndpointMutation,
  useEndpointQuery,
  useRemote,
  useSession,
} from 'shared-ui/kit';

import { useRefreshAfterAnswer } from './refreshAfterAnswer';

/** Most ids one state call takes (the platform's bound). */
export const MAX_STATE_IDS = 50;

/** Applications read at once to find this promotion's (a member has few). */
const APPLICATIONS_PAGE_SIZE = 50;

/**
 * Query keys of participation. The platform answers each member their own standing, so the
 * viewer (a member's id or `guest`, not in the calls' input) is in every key written by hand: a
 * login or logout reads it anew. The winners' key has no viewer: it is the call and its input.
 */
const participationKeys = resourceKeys('promo', 'participation');

/** Who is asking: the member's id, or `guest`. */
export const useViewer = (): string => {
  const session = useSession();
  return session.status === 'member' ? session.member.id : 'guest';
};

// A Map stays out of the cache (the server's render hands the cache over as JSON).
const byPromotion = ({ list }: EndpointValue<typeof promotionParticipationListEndpoint>) =>
  new Map(list.map((participation) => [participation.promotionId, participation]));

/** The viewer's standing with each listed promotion, in one call (ids without one are left out). */
export const useParticipationList = (ids: readonly string[]) => {
  const viewer = useViewer();
  const asked = ids.slice(0, MAX_STATE_IDS);
  return useEndpointQuery(
    promotionParticipationListEndpoint,
    { ids: asked.join(',') },
    {
      key: participationKeys.of('list', { ids: asked, viewer }),
      select: byPromotion,
      enabled: asked.length > 0,
    },
  );
};

/** The viewer's standing with one promotion; a promotion without participation is a 404. */
export const useParticipation = (promotionId: string) => {
  const viewer = useViewer();
  return useEndpointQuery(
    promotionParticipationEndpoint,
    { promotionId },
    { key: participationKeys.of('detail', { promotionId, viewer }) },
  );
};

/** A raffle's draw: its winners once drawn. */
export const useRaffleWinners = (promotionId: string, enabled: boolean) =>
  useEndpointQuery(raffleWinnersEndpoint, { promotionId }, { key: participationKeys, enabled });

/** The member's applications for one promotion, newest first (members only). */
export const useMyApplications = (promotionId: string, enabled: boolean) => {
  const viewer = useViewer();
  return useEndpointQuery(
    promotionApplicationsEndpoint,
    { pageNo: 1, pageSize: APPLICATIONS_PAGE_SIZE },
    {
      key: participationKeys.of('applications', viewer),
      select: ({ list }) => list.filter((application) => application.promotionId === promotionId),
      enabled: enabled && viewer !== 'guest',
    },
  );
};

/** Signs up to a `join` promotion (joining again answers the same). */
export const useJoinPromotion = () =>
  useEndpointMutation(joinPromotionEndpoint, useRefreshAfterAnswer(participationKeys.all));

/** Claims an instant bonus; the caller keeps the key across a lost answer. */
export const useClaimPromotion = () =>
  useEndpointMutation(claimPromotionEndpoint, useRefreshAfterAnswer(participationKeys.all));

/** Takes the member's raffle ticket; the caller keeps the key across a lost answer. */
export const useClaimRaffleTicket = () =>
  useEndpointMutation(claimRaffleTicketEndpoint, useRefreshAfterAnswer(participationKeys.all));

/** Uploads one application image (the platform checks its content and size again). */
export const useUploadApplicationImage = () => {
  const { client } = useRemote();
  return (file: Blob) => client.call(uploadApplicationImageEndpoint, file);
};

/** Sends an application with images uploaded first (at most three). */
export const useApplyPromotion = () =>
  useEndpointMutation(applyPromotionEndpoint, useRefreshAfterAnswer(participationKeys.all));
