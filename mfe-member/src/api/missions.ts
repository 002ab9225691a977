import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  missionClaimEndpoint,
  missionLeaderboardEndpoint,
  type MissionPeriod,
  missionsEndpoint,
  missionsSummaryEndpoint,
} from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** Leaderboard rows per page. */
export const LEADERBOARD_PAGE_SIZE = 10;

/** Query keys of the missions page and the centre menu's badge. */
export const missionKeys = {
  all: ['member', 'missions'] as const,
  list: () => [...missionKeys.all, 'list'] as const,
  summary: () => [...missionKeys.all, 'summary'] as const,
  leaderboard: (period: MissionPeriod, pageNo: number) =>
    [...missionKeys.all, 'leaderboard', period, pageNo] as const,
};

/** The current daily and weekly missions with the player's progress, and expired rewards. */
export const useMissions = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: missionKeys.list(),
    queryFn: ({ signal }) => client.call(missionsEndpoint, {}, { signal }),
  });
};

/** The claimable missions' count (the centre menu's badge); `enabled` while it shows. */
export const useMissionsSummary = (enabled = true) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: missionKeys.summary(),
    queryFn: ({ signal }) => client.call(missionsSummaryEndpoint, {}, { signal }),
    enabled,
  });
};

/** One page of the period's leaderboard with the player's own rank. */
export const useLeaderboard = (period: MissionPeriod, pageNo: number) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: missionKeys.leaderboard(period, pageNo),
    queryFn: ({ signal }) =>
      client.call(
        missionLeaderboardEndpoint,
        { period, pageNo, pageSize: LEADERBOARD_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

/** A claim as the page sends it. */
export interface MissionClaimInput {
  missionId: string;
  periodStart: string;
  idempotencyKey: string;
}

/**
 * Claims a completed mission's reward. The credit moves the balance: the shell reloads it, and
 * its missions badge follows the balance (the shell refetches the summary on every balance
 * change), so no bus event of its own is needed; the centre's own queries refresh here.
 */
export const useClaimMission = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: MissionClaimInput) =>
      client.call(missionClaimEndpoint, input, { idempotencyKey }),
    onSettled: async () => {
      host.bus.publish({ type: 'RefreshBalance' });
      await queryClient.invalidateQueries({ queryKey: missionKeys.all });
    },
  });
};
