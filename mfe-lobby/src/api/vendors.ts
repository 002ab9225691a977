import { vendorsEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of the vendor lanes. */
const vendors = resourceKeys('lobby', 'vendors');

/** Every vendor lane (value.data.lanes), once for all lobbies. */
export const useVendorLanes = () => {
  const language = useLanguage();
  return useEndpointQuery(
    vendorsEndpoint,
    { language },
    { key: vendors, select: (value) => value.data.lanes },
  );
};
