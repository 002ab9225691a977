import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { missionsSummaryEndpoint } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { useHost } from '../host/hostContext';
import { usePlatformClient } from './PlatformClientProvider';

/** The member centre's query parameter: present while the centre is open. */
const CENTRE_PARAM = 'mc';
/** A slow poll in case no balance push arrives (a missed socket message, another tab). */
const SUMMARY_POLL_MS = 120_000;

/** Query keys of the missions badge. */
export const missionKeys = {
  all: ['missions'] as const,
  summary: (memberId: string) => [...missionKeys.all, 'summary', memberId] as const,
};

/**
 * The claimable missions' count for the avatar's badge (SPEC section 7's missions summary),
 * while a member who may open the member centre is signed in.
 *
 * Whatever changes a mission's state moves money: play and deposits change progress, and a
 * claim credits the reward (in the same database transaction as the claim, so the new count is
 * there once the balance moved). So the badge refetches on every balance change (the balance
 * push and `RefreshBalance` both land in `bus.balance`) rather than on an event of its own, and
 * when the member centre opens or closes (`?mc=` enters or leaves the address).
 */
export const useMissionsSummary = (memberId: string, enabled: boolean) => {
  const client = usePlatformClient();
  const { bus } = useHost();
  const balance = useChannelValue(bus.balance);
  const centreOpen = new URLSearchParams(useLocation().search).has(CENTRE_PARAM);
  const query = useQuery({
    queryKey: missionKeys.summary(memberId),
    queryFn: ({ signal }) => client.call(missionsSummaryEndpoint, {}, { signal }),
    enabled,
    refetchInterval: SUMMARY_POLL_MS,
  });
  const { refetch } = query;
  const sumBalance = balance?.sumBalance;
  // Only a change asks again: the mount has just fetched, and the first balance of a page
  // load is no movement (each home load used to ask twice).
  const seen = useRef({ centreOpen, sumBalance });
  useEffect(() => {
    const before = seen.current;
    seen.current = { centreOpen, sumBalance };
    const moved =
      before.sumBalance !== undefined &&
      sumBalance !== undefined &&
      before.sumBalance !== sumBalance;
    if (enabled && (moved || before.centreOpen !== centreOpen)) void refetch();
  }, [enabled, centreOpen, sumBalance, refetch]);
  return query;
};
