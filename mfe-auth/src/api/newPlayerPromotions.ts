import { useQuery } from '@tanstack/react-query';
import { promotionsEndpoint } from 'shared-contracts';

import { useAuthContext } from '../app/AuthContext';
import { useChannel } from '../app/useChannel';
import { authKeys } from './keys';

/** The new_player promotions shown beside the registration form, in the active language. */
export const useNewPlayerPromotions = () => {
  const { client, host } = useAuthContext();
  const language = useChannel(host.bus.language);
  return useQuery({
    queryKey: authKeys.newPlayerPromotions(language),
    queryFn: async ({ signal }) =>
      (await client.call(promotionsEndpoint, { category: 'new_player', language }, { signal }))
        .list,
  });
};
