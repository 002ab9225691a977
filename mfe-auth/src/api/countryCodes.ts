import { useQuery } from '@tanstack/react-query';
import { countryCodesEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { authKeys } from './keys';

/** The dialling codes the phone fields offer. */
export const useCountryCodes = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: authKeys.countryCodes(),
    queryFn: async ({ signal }) => (await client.call(countryCodesEndpoint, {}, { signal })).list,
  });
};
