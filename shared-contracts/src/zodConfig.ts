import { config } from 'zod/mini';

// In the browser zod must not probe `new Function` for its JIT: the site's CSP has no
// 'unsafe-eval' and the probe alone counts as a violation. The setting is global, so it covers
// every zod copy on the page; it runs before any schema of the contract is created because
// index.ts imports this module first. The platform (Node) keeps the faster JIT.
//
// The schemas are built with `zod/mini`, which registers no locale: an issue without a message
// of its own reads "Invalid input" (code, path and bounds are unchanged). The site shows its
// own words for form errors (registration rules and i18n keys), so it does not ship zod's
// English messages; the platform, which answers bad input with them, loads the English locale
// itself (platform-api/src/zodLocale.ts).
if (typeof document !== 'undefined') config({ jitless: true });
