import { useQuery } from '@tanstack/react-query';
import { authSettingEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { authKeys } from './keys';

/** Firebase sign-in and the SMS countdown factor of the brand. */
export const useAuthSetting = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: authKeys.authSetting(),
    queryFn: ({ signal }) => client.call(authSettingEndpoint, {}, { signal }),
  });
};
