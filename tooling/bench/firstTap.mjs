// The first tap a player makes (issue 31): on Lighthouse's phone (412 x 823) with its throttling
// set in Chromium by hand (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up), a
// guest opens the page in a fresh context (nothing cached), taps the header's "Log in" as soon
// as it shows and waits for the login dialog. Times are from the navigation's start.
import { PHONE } from './phone.mjs';
import { median } from './stats.mjs';

/** Lighthouse's mobile throttling (its `throttling.mobileSlow4G`), applied by Chromium itself. */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;

/** The longest one load may take before the run counts as failed. */
const TIMEOUT_MS = 60_000;

/**
 * One fresh load of `pageUrl` with a tap on "Log in" as soon as it shows: when the button showed
 * and when the login dialog was visible (ms since the navigation started), or `error`.
 */
export const firstTapRun = async ({ browser, pageUrl }) => {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(pageUrl, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await button.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const shown = Date.now() - started;
    await button.tap({ timeout: TIMEOUT_MS });
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ timeout: TIMEOUT_MS });
    return { shown, opened: Date.now() - started };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
};

/** `runs` loads of each page, one page after the other in turn: the median and the raw runs. */
export const measureFirstTap = async ({ browser, origin, pages, runs, onRun = () => {} }) => {
  const raw = Object.fromEntries(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1)
    for (const page of pages) {
      const result = await firstTapRun({ browser, pageUrl: `${origin}${page}` });
      raw[page].push(result);
      onRun(page, run, result);
    }
  return Object.fromEntries(
    pages.map((page) => [
      page,
      {
        opened: median(raw[page].map((r) => r.opened)),
        shown: median(raw[page].map((r) => r.shown)),
        runs: raw[page],
      },
    ]),
  );
};
