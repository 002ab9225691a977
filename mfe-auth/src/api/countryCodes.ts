import { useQuery } from '@tanstack/react-query';
import { countryCodesEndpoint } from 'shared-contracts';

import { useAuthContext } from '../app/AuthContext';
import { authKeys } from './keys';

/** The dialling codes the phone fields offer. */
export const useCountryCodes = () => {
  const { client } = useAuthContext();
  return useQuery({
    queryKey: authKeys.countryCodes(),
    queryFn: async ({ signal }) => (await client.call(countryCodesEndpoint, {}, { signal })).list,
  });
};
