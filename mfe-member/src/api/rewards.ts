import { useQueryClient } from '@tanstack/react-query';
import { type EndpointValue } from 'shared-contracts';
import {
  type BonusStatus,
  claimableRewardsEndpoint,
  claimRewardEndpoint,
  memberBonusesEndpoint,
  rewardHistoryEndpoint,
  withdrawalSettingsEndpoint,
} from 'shared-contracts/member';
import {
  isDefiniteRefusal,
  resourceKeys,
  useEndpointMutation,
  useEndpointQuery,
} from 'shared-ui/kit';

import { withdrawalKeys } from './withdrawal';

/** Rows on one page of the bonuses and of the reward history. */
export const REWARDS_PAGE_SIZE = 10;

/** The statuses the reward history can be filtered by. */
export const REWARD_HISTORY_STATUSES = ['claimed', 'expired'] as const;
export type RewardHistoryStatus = (typeof REWARD_HISTORY_STATUSES)[number];

/** Query keys of the bonus details and reward centre pages. */
const rewards = resourceKeys('member', 'rewards');

/** The bonuses call answers a page and the totals at once: both read the one cached answer. */
const useBonusQuery = <T>(
  status: BonusStatus | undefined,
  pageNo: number,
  select: (value: EndpointValue<typeof memberBonusesEndpoint>) => T,
) =>
  useEndpointQuery(
    memberBonusesEndpoint,
    { status, pageNo, pageSize: REWARDS_PAGE_SIZE },
    { key: rewards, select, paged: true },
  );

/** A page of the player's bonuses with their turnover progress (one call with the totals). */
export const useBonusPage = (status: BonusStatus | undefined, pageNo: number) =>
  useBonusQuery(status, pageNo, (value) => value.page);

/** The count and sum of all the player's bonuses and the turnover withdrawals wait for. */
export const useBonusTotals = (status: BonusStatus | undefined, pageNo: number) =>
  useBonusQuery(status, pageNo, (value) => value.totals);

/** The rewards the player can claim now (the platform issues what was earned first). */
export const useClaimableRewards = () =>
  useEndpointQuery(claimableRewardsEndpoint, {}, { key: rewards });

/** A page of the player's claimed and expired rewards, newest first. */
export const useRewardHistory = (status: RewardHistoryStatus | undefined, pageNo: number) =>
  useEndpointQuery(
    rewardHistoryEndpoint,
    { status, pageNo, pageSize: REWARDS_PAGE_SIZE },
    { key: rewards, paged: true },
  );

/**
 * Claims a reward (the caller keeps the idempotency key across a lost answer). After an answer
 * the lists are out of date (a refusal means it was claimed or expired meanwhile; the withdraw
 * page's turnover changes with the new bonus). After a lost answer they stay as they are, so the
 * reward and its retry button stay on screen: the retry replays the claim and says what it paid.
 */
export const useClaimReward = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(claimRewardEndpoint, {
    onSettled: (_value, error) =>
      error && !isDefiniteRefusal(error)
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: rewards.all }),
            queryClient.invalidateQueries({
              queryKey: withdrawalKeys.call(withdrawalSettingsEndpoint),
            }),
          ]),
  });
};
