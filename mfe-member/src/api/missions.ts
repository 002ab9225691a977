import { useQueryClient } from '@tanstack/react-query';
import {
  missionClaimEndpoint,
  missionLeaderboardEndpoint,
  type MissionPeriod,
  missionsEndpoint,
  missionsSummaryEndpoint,
} from 'shared-contracts';
import { resourceKeys, useEndpointMutation, useEndpointQuery, useRemote } from 'shared-ui/kit';

/** Leaderboard rows per page. */
export const LEADERBOARD_PAGE_SIZE = 10;

/** Query keys of the missions page and the centre menu's badge. */
const missions = resourceKeys('member', 'missions');

/** The current daily and weekly missions with the player's progress, and expired rewards. */
export const useMissions = () => useEndpointQuery(missionsEndpoint, {}, { key: missions });

/** The claimable missions' count (the centre menu's badge); `enabled` while it shows. */
export const useMissionsSummary = (enabled = true) =>
  useEndpointQuery(missionsSummaryEndpoint, {}, { key: missions, enabled });

/** One page of the period's leaderboard with the player's own rank. */
export const useLeaderboard = (period: MissionPeriod, pageNo: number) =>
  useEndpointQuery(
    missionLeaderboardEndpoint,
    { period, pageNo, pageSize: LEADERBOARD_PAGE_SIZE },
    { key: missions, paged: true },
  );

/**
 * Claims a completed mission's reward (the page gives the idempotency key). The credit moves the
 * balance: the shell reloads it, and its missions badge follows the balance (the shell refetches
 * the summary on every balance change), so no bus event of its own is needed; the centre's own
 * queries refresh here.
 */
export const useClaimMission = () => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  return useEndpointMutation(missionClaimEndpoint, {
    onSettled: async () => {
      host.bus.publish({ type: 'RefreshBalance' });
      await queryClient.invalidateQueries({ queryKey: missions.all });
    },
  });
};
