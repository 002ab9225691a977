import { useQuery } from '@tanstack/react-query';
import { customerServiceEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the customer-service link. */
export const customerServiceKeys = { all: ['customerService'] as const };

/** The customer-service paths (/wps/system/customerService). */
export const useCustomerService = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: customerServiceKeys.all,
    queryFn: ({ signal }) => client.call(customerServiceEndpoint, {}, { signal }),
    enabled,
  });
};
