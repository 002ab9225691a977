import { useQuery } from '@tanstack/react-query';
import { promotionsEndpoint } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { authKeys } from './keys';

/** The new_player promotions shown beside the registration form, in the active language. */
export const useNewPlayerPromotions = () => {
  const { client, host } = useRemote();
  const language = useChannelValue(host.bus.language);
  return useQuery({
    queryKey: authKeys.newPlayerPromotions(language),
    queryFn: async ({ signal }) =>
      (await client.call(promotionsEndpoint, { category: 'new_player', language }, { signal }))
        .list,
  });
};
