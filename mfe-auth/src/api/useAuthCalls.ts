import { useMemo } from 'react';
import { useRemote } from 'shared-ui/kit';

import { type AuthCalls, createAuthCalls } from './authCalls';

/** The auth calls bound to this remote's client and the site's payload secret. */
export const useAuthCalls = (): AuthCalls => {
  const { client, host } = useRemote();
  return useMemo(() => createAuthCalls(client, host.config.payloadSecret), [client, host]);
};
