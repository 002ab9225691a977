// Lighthouse 12's mobile device (`screenEmulationMetrics.mobile` and `userAgents.mobile` of
// lighthouse/core/config/constants.js: the "moto g power" screen and user agent), for the
// Playwright loads of the bench, so the page renders and loads as for the phone Lighthouse
// emulates. Spelt out rather than imported so jest can load the modules that use it (Lighthouse
// is ESM only); bench-web.mjs checks the two still agree before it measures.

/** Playwright context options of Lighthouse's mobile preset. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

export { CHROME_FLAGS, CHROME_PATH } from '../scripts/chromium.mjs';
