import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BannerGroup,
  bannersEndpoint,
  type Language,
  type PlatformClient,
} from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of banners, by group and language. */
export const bannerKeys = {
  all: ['banners'] as const,
  group: (group: BannerGroup, language: Language) => [...bannerKeys.all, group, language] as const,
};

/** The query of one group's banners (/wps/system/banners?groupName=). */
export const bannersQuery = (client: PlatformClient, group: BannerGroup, language: Language) =>
  queryOptions({
    queryKey: bannerKeys.group(group, language),
    queryFn: ({ signal }) =>
      client.call(bannersEndpoint, { groupName: group, language }, { signal }),
  });

/** The banners of one group. */
export const useBanners = (group: BannerGroup, language: Language) =>
  useQuery(bannersQuery(usePlatformClient(), group, language));
