import { queryOptions, useQuery } from '@tanstack/react-query';
import { authSettingEndpoint, DEFAULT_IDLE_MINUTES, type PlatformClient } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the brand's auth settings. */
export const authSettingKeys = { all: ['authSetting'] as const };

/** The brand's auth settings (/wps/system/setting/auth), asked once per page. */
const authSettingQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: authSettingKeys.all,
    queryFn: ({ signal }) => client.call(authSettingEndpoint, {}, { signal }),
    staleTime: Infinity,
  });

/**
 * The brand's inactivity limit in minutes; the default while it loads, when the platform does
 * not say, or when the call fails.
 */
export const useIdleMinutes = (enabled: boolean): number => {
  const { data } = useQuery({ ...authSettingQuery(usePlatformClient()), enabled });
  return data?.idleMinutes ?? DEFAULT_IDLE_MINUTES;
};

/**
 * Asks for the brand's sign-in settings while the server renders a guest's page, so its early
 * login dialog (ADR 0032) has the real one's Google and Facebook buttons. The browser does not
 * ask here: the auth remote does when its dialog opens.
 */
export const useAuthSettingOnServer = (): void => {
  useQuery({ ...authSettingQuery(usePlatformClient()), enabled: typeof window === 'undefined' });
};
