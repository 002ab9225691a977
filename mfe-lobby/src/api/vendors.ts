import { useQuery } from '@tanstack/react-query';
import { type Language, vendorsEndpoint } from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Query keys of the vendor lanes. */
export const vendorKeys = {
  all: ['lobby', 'vendors'] as const,
  lanes: (language: Language) => [...vendorKeys.all, { language }] as const,
};

/** Every vendor lane (value.data.lanes), once for all lobbies. */
export const useVendorLanes = () => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: vendorKeys.lanes(language),
    queryFn: async ({ signal }) =>
      (await client.call(vendorsEndpoint, { language }, { signal })).data.lanes,
  });
};
