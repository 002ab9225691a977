// No imports: the shell's first chunk uses this before the shared libraries load.

const PLATFORM_ASSET_PREFIX = '/assets/';

/**
 * The platform answers image paths relative to itself (`/assets/...`). The site may talk to a
 * platform on another origin, so those paths get the API base URL in front; anything else (an
 * absolute URL from a CDN) is left alone.
 */
export const assetUrl = (url: string, apiBaseUrl: string): string =>
  url.startsWith(PLATFORM_ASSET_PREFIX) ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;
