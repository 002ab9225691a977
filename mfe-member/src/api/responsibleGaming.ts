import { useQueryClient } from '@tanstack/react-query';
import {
  responsibleGamingEndpoint,
  rgExclusionEndpoint,
  setRgLimitEndpoint,
} from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

/** Query keys of the responsible-gaming page. */
const responsible = resourceKeys('member', 'responsible');

/** The player's limits, the sums they are checked against, any exclusion and the session. */
export const useResponsibleGaming = () =>
  useEndpointQuery(responsibleGamingEndpoint, {}, { key: responsible });

/** Sets one limit (`value: null` removes it); the answer is the whole new state. */
export const useSetRgLimit = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(setRgLimitEndpoint, {
    onSuccess: (state) =>
      queryClient.setQueryData(responsible.call(responsibleGamingEndpoint, {}), state),
  });
};

/** What the player asks for: a time-out in hours or a self-exclusion in months. */
export type ExclusionRequest =
  { kind: 'timeout'; hours: number } | { kind: 'self_exclusion'; months: number };

/**
 * Starts a time-out or a self-exclusion. The platform ends every session of the player at once
 * and tells the open balance channel, so the shell signs the page out itself.
 */
export const useRgExclusion = () => useEndpointMutation(rgExclusionEndpoint);
