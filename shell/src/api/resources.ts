import { useQuery } from '@tanstack/react-query';
import { type Resource, resourcesEndpoint, type ResourceType } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of brand resources. */
export const resourceKeys = { all: ['resources'] as const };

/** Brand resources: app downloads, affiliate link, social accounts (/wps/system/resources). */
export const useResources = () => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: resourceKeys.all,
    queryFn: ({ signal }) => client.call(resourcesEndpoint, {}, { signal }),
  });
};

/** The first resource of a type, if the brand configured one. */
export const findResource = (
  resources: readonly Resource[] | undefined,
  type: ResourceType,
): Resource | undefined => resources?.find((resource) => resource.type === type);
