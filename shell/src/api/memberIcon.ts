import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberIconEndpoint } from 'shared-contracts';

import { useHost } from '../host/hostContext';
import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the member's icon. */
export const memberIconKeys = {
  all: ['memberIcon'] as const,
  of: (account: string) => [...memberIconKeys.all, account] as const,
};

/**
 * Loads the signed-in member's chosen avatar (/wps/member/info/icon) into the bus's avatar
 * channel, which the header reads and the member centre updates when the member chooses
 * another. The channel is emptied when the member leaves, so the next one never sees it.
 */
export const useMemberIconSync = (account: string) => {
  const client = usePlatformClient();
  const { bus } = useHost();
  const query = useQuery({
    queryKey: memberIconKeys.of(account),
    queryFn: ({ signal }) => client.call(memberIconEndpoint, {}, { signal }),
  });
  const avatar = query.data?.avatar;
  useEffect(() => {
    if (avatar !== undefined) bus.avatar.set(avatar);
  }, [avatar, bus]);
  useEffect(() => () => bus.avatar.set(null), [bus]);
};
