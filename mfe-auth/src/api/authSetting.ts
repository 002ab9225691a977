import { useQuery } from '@tanstack/react-query';
import { authSettingEndpoint } from 'shared-contracts';

import { useAuthContext } from '../app/AuthContext';
import { authKeys } from './keys';

/** Firebase sign-in and the SMS countdown factor of the brand. */
export const useAuthSetting = () => {
  const { client } = useAuthContext();
  return useQuery({
    queryKey: authKeys.authSetting(),
    queryFn: ({ signal }) => client.call(authSettingEndpoint, {}, { signal }),
  });
};
