import { useQuery } from '@tanstack/react-query';
import { type BannerGroup, bannersEndpoint, type Language } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of banners, by group and language. */
export const bannerKeys = {
  all: ['banners'] as const,
  group: (group: BannerGroup, language: Language) => [...bannerKeys.all, group, language] as const,
};

/** The banners of one group (/wps/system/banners?groupName=). */
export const useBanners = (group: BannerGroup, language: Language) => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: bannerKeys.group(group, language),
    queryFn: ({ signal }) =>
      client.call(bannersEndpoint, { groupName: group, language }, { signal }),
  });
};
