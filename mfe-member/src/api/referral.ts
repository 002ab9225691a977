import { useQueryClient } from '@tanstack/react-query';
import {
  referralClaimEndpoint,
  referralEndpoint,
  referralFriendsEndpoint,
  type ReferralFriendStatus,
} from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery, useRemote } from 'shared-ui/kit';

/** Invited friends per page. */
export const FRIENDS_PAGE_SIZE = 10;

/** Query keys of the referral page. */
const referral = resourceKeys('member', 'referral');

/** The player's code, invite link, the rules and the totals. */
export const useReferral = () => useEndpointQuery(referralEndpoint, {}, { key: referral });

/** One page of the invited friends, newest first. */
export const useReferralFriends = (status: ReferralFriendStatus | undefined, pageNo: number) =>
  useEndpointQuery(
    referralFriendsEndpoint,
    { ...(status ? { status } : {}), pageNo, pageSize: FRIENDS_PAGE_SIZE },
    { key: referral, paged: true },
  );

/** Claims the rewards of every qualified friend not paid yet (the page gives the idempotency key). */
export const useClaimReferralRewards = () => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  return useEndpointMutation(referralClaimEndpoint, {
    // The call has no input: the page passes the idempotency key alone.
    toCall: (idempotencyKey: string) => ({ input: {}, idempotencyKey }),
    onSettled: async () => {
      host.bus.publish({ type: 'RefreshBalance' });
      await queryClient.invalidateQueries({ queryKey: referral.all });
    },
  });
};
