import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referralClaimEndpoint,
  referralEndpoint,
  referralFriendsEndpoint,
  type ReferralFriendStatus,
} from 'shared-contracts/member';
import { useRemote } from 'shared-ui/kit';

/** Invited friends per page. */
export const FRIENDS_PAGE_SIZE = 10;

/** Query keys of the referral page. */
export const referralKeys = {
  all: ['member', 'referral'] as const,
  overview: () => [...referralKeys.all, 'overview'] as const,
  friends: (status: ReferralFriendStatus | undefined, pageNo: number) =>
    [...referralKeys.all, 'friends', status ?? 'all', pageNo] as const,
};

/** The player's code, invite link, the rules and the totals. */
export const useReferral = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: referralKeys.overview(),
    queryFn: ({ signal }) => client.call(referralEndpoint, {}, { signal }),
  });
};

/** One page of the invited friends, newest first. */
export const useReferralFriends = (status: ReferralFriendStatus | undefined, pageNo: number) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: referralKeys.friends(status, pageNo),
    queryFn: ({ signal }) =>
      client.call(
        referralFriendsEndpoint,
        { ...(status ? { status } : {}), pageNo, pageSize: FRIENDS_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

/** Claims the rewards of every qualified friend not paid yet. */
export const useClaimReferralRewards = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      client.call(referralClaimEndpoint, {}, { idempotencyKey }),
    onSettled: async () => {
      host.bus.publish({ type: 'RefreshBalance' });
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
};
