import { useQuery } from '@tanstack/react-query';
import { authSettingEndpoint, DEFAULT_IDLE_MINUTES } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the brand's auth settings. */
export const authSettingKeys = { all: ['authSetting'] as const };

/**
 * The brand's inactivity limit in minutes (/wps/system/setting/auth); the default
 * while it loads, when the platform does not say, or when the call fails.
 */
export const useIdleMinutes = (enabled: boolean): number => {
  const client = usePlatformClient();
  const { data } = useQuery({
    queryKey: authSettingKeys.all,
    queryFn: ({ signal }) => client.call(authSettingEndpoint, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
  return data?.idleMinutes ?? DEFAULT_IDLE_MINUTES;
};
