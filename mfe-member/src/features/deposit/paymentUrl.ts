import { isSafeUrl } from 'shared-contracts';

/**
 * The provider's payment page as the browser opens it: the platform answers a path on its own
 * origin, which may not be the site's, so the API base URL goes in front. Anything that is not
 * a safe http(s) URL or path gives null (never reaches an `href`).
 */
export const paymentUrlOf = (payUrl: string | null, apiBaseUrl: string): string | null => {
  if (!payUrl || !isSafeUrl(payUrl)) return null;
  return payUrl.startsWith('/') ? `${apiBaseUrl.replace(/\/+$/, '')}${payUrl}` : payUrl;
};
