/**
 * The security headers every answer of the site and of the reference platform carries (the site
 * server's and the platform's `installSecurityHeaders`): one definition, so the two never drift.
 */

/** Two years, subdomains included: the site is only ever served over TLS in production. */
export const HSTS = 'max-age=63072000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Powerful features the site never uses are off for it and every frame it embeds (games, chat):
 * a game page cannot ask for the camera or a payment sheet in the site's name.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/** The headers every answer carries, by name. */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * A page's own policy (games, chat, provider pages) that names no framers is framed by nobody:
 * the policy with `frame-ancestors 'none'` added, or null when it names its framers already.
 */
export const framedByNobody = (policy: string): string | null =>
  /(^|;)\s*frame-ancestors\s/.test(policy) ? null : `${policy}; frame-ancestors 'none'`;
