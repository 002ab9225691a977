import { useMemo } from 'react';

import { type AuthCalls, createAuthCalls } from '../api/authCalls';
import { useAuthContext } from './AuthContext';

/** The auth calls bound to this remote's client and the site's payload secret. */
export const useAuthCalls = (): AuthCalls => {
  const { client, host } = useAuthContext();
  return useMemo(() => createAuthCalls(client, host.config.payloadSecret), [client, host]);
};
