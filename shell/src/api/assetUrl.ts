import { useCallback } from 'react';
import { assetUrl } from 'shared-ui/kit';

import { useHost } from '../host/hostContext';

/** {@link assetUrl} bound to the configured API base URL. */
export const useAssetUrl = (): ((url: string) => string) => {
  const { apiBaseUrl } = useHost().config;
  return useCallback((url: string) => assetUrl(url, apiBaseUrl), [apiBaseUrl]);
};
