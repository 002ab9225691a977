import { useCallback } from 'react';

import { useHost } from '../app/hostContext';

const PLATFORM_ASSET_PREFIX = '/assets/';

/**
 * Image URLs from the platform are paths under /assets/ on the platform's origin, which is not
 * the shell's origin when the API lives elsewhere: prefix them with the API base URL.
 * Absolute URLs and anything else pass through unchanged.
 */
export const assetUrl = (apiBaseUrl: string, url: string): string =>
  url.startsWith(PLATFORM_ASSET_PREFIX) ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;

/** {@link assetUrl} bound to the configured API base URL. */
export const useAssetUrl = (): ((url: string) => string) => {
  const { apiBaseUrl } = useHost().config;
  return useCallback((url: string) => assetUrl(apiBaseUrl, url), [apiBaseUrl]);
};
