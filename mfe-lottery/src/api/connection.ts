import { useQuery } from '@tanstack/react-query';
import { statusEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the connection resource. */
export const connectionKeys = {
  all: ['lottery', 'connection'] as const,
};

/** Where the platform sees the visitor from (the site status call). */
export const useConnection = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: connectionKeys.all,
    queryFn: async ({ signal }) => (await client.call(statusEndpoint, {}, { signal })).location,
  });
};
