import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { isDefiniteRefusal } from 'shared-ui/kit';

/**
 * A money or standing change's `onSettled`: after an answer (a success or a refusal) what
 * `queryKey` holds is read anew; after a lost answer nothing is known yet, so the screen keeps
 * what it shows and the retry keeps its idempotency key.
 */
export const useRefreshAfterAnswer = (queryKey: QueryKey) => {
  const queryClient = useQueryClient();
  return {
    onSettled: (_value: unknown, error: unknown) =>
      error && !isDefiniteRefusal(error) ? undefined : queryClient.invalidateQueries({ queryKey }),
  };
};
