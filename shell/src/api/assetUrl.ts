import { useCallback } from 'react';

import { useHost } from '../app/hostContext';
import { assetUrl } from './platformAsset';

/** {@link assetUrl} bound to the configured API base URL. */
export const useAssetUrl = (): ((url: string) => string) => {
  const { apiBaseUrl } = useHost().config;
  return useCallback((url: string) => assetUrl(apiBaseUrl, url), [apiBaseUrl]);
};
