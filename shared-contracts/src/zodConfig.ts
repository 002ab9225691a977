import { config } from 'zod';

// In the browser zod must not probe `new Function` for its JIT: the site's CSP has no
// 'unsafe-eval' and the probe alone counts as a violation. The setting is global, so it covers
// every zod copy on the page; it runs before any schema of the contract is created because
// index.ts imports this module first. The platform (Node) keeps the faster JIT.
if (typeof document !== 'undefined') config({ jitless: true });
