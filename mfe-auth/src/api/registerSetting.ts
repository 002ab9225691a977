import { useQuery } from '@tanstack/react-query';
import { registerSettingEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { authKeys } from './keys';

/** The brand's registration field rules and public switches. */
export const useRegisterSetting = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: authKeys.registerSetting(),
    queryFn: ({ signal }) => client.call(registerSettingEndpoint, {}, { signal }),
  });
};
