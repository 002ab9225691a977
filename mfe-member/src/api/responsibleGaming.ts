import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  responsibleGamingEndpoint,
  rgExclusionEndpoint,
  type RgLimitKey,
  setRgLimitEndpoint,
} from 'shared-contracts/member';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the responsible-gaming page. */
export const responsibleKeys = {
  all: ['member', 'responsible'] as const,
  state: () => [...responsibleKeys.all, 'state'] as const,
};

/** The player's limits, the sums they are checked against, any exclusion and the session. */
export const useResponsibleGaming = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: responsibleKeys.state(),
    queryFn: ({ signal }) => client.call(responsibleGamingEndpoint, {}, { signal }),
  });
};

/** Sets one limit (`value: null` removes it); the answer is the whole new state. */
export const useSetRgLimit = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: RgLimitKey; value: number | null }) =>
      client.call(setRgLimitEndpoint, input),
    onSuccess: (state) => queryClient.setQueryData(responsibleKeys.state(), state),
  });
};

/** What the player asks for: a time-out in hours or a self-exclusion in months. */
export type ExclusionRequest =
  { kind: 'timeout'; hours: number } | { kind: 'self_exclusion'; months: number };

/**
 * Starts a time-out or a self-exclusion. The platform ends every session of the player at once
 * and tells the open balance channel, so the shell signs the page out itself.
 */
export const useRgExclusion = () => {
  const { client } = useRemote();
  return useMutation({
    mutationFn: (input: ExclusionRequest) => client.call(rgExclusionEndpoint, input),
  });
};
