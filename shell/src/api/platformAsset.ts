// No imports: index.ts uses this before the shared libraries load.

const PLATFORM_ASSET_PREFIX = '/assets/';

/**
 * Image URLs from the platform are paths under /assets/ on the platform's origin, which is not
 * the shell's origin when the API lives elsewhere: prefix them with the API base URL.
 * Absolute URLs and anything else pass through unchanged.
 */
export const assetUrl = (apiBaseUrl: string, url: string): string =>
  url.startsWith(PLATFORM_ASSET_PREFIX) ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;
