// The first tap a player makes (issue 31): on Lighthouse's phone (412 x 823) with its throttling
// set in Chromium by hand (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up), a
// guest opens the page in a fresh context (nothing cached), taps the header's "Log in" as soon
// as it shows and waits for the login dialog. Times are from the navigation's start.
// The repeat visit (`repeat: true`): the same guest comes back, in the same context, once the
// first visit's service worker has taken over (ADR 0028); the worker's own requests are
// throttled like the page's.
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

/** The longest the first visit may take to have its service worker in control. */
const WORKER_TIMEOUT_MS = 30_000;

/**
 * Sets the phone's network on the site's service workers as well: the page's emulation does not
 * reach the requests a worker makes (the page's HTML through navigation preload, the remotes'
 * entries). Through the browser's own DevTools session, as a message to each worker's target.
 * Returns how many workers it throttled.
 */
const throttleWorkers = async (browser, origin) => {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter(
    (target) => target.type === 'service_worker' && target.url.startsWith(`${origin}/`),
  );
  let id = 0;
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', PHONE_NETWORK],
    ])
      await session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: (id += 1), method, params }),
      });
  }
  return workers.length;
};

/** Loads `pageUrl` throttled in `page` and taps "Log in" as soon as it shows. */
const tapLogIn = async (context, page, pageUrl, { cache }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  const started = Date.now();
  await page.goto(pageUrl, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  const within = (what) => (error) => {
    throw new Error(`${what} within ${TIMEOUT_MS / 1000} s (${String(error).split('\n')[0]})`);
  };
  await button
    .waitFor({ state: 'visible', timeout: TIMEOUT_MS })
    .catch(within('"Log in" did not show'));
  const shown = Date.now() - started;
  await button.tap({ timeout: TIMEOUT_MS }).catch(within('"Log in" could not be tapped'));
  await page
    .getByRole('dialog', { name: 'Login' })
    .waitFor({ timeout: TIMEOUT_MS })
    .catch(within('the login dialog did not open'));
  return { shown, opened: Date.now() - started };
};

/**
 * One load of `pageUrl` with a tap on "Log in" as soon as it shows: when the button showed and
 * when the login dialog was visible (ms since the navigation started), or `error`. A first visit
 * (default) runs in a fresh context with the cache off; a `repeat` visit follows an unthrottled
 * first one in the same context, once its service worker controls the page (the HTTP cache and
 * the worker's caches as the first visit left them).
 */
export const firstTapRun = async ({ browser, pageUrl, repeat = false }) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    let workers;
    if (repeat) {
      const first = await context.newPage();
      await first.goto(pageUrl, { timeout: TIMEOUT_MS });
      await first.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
        timeout: WORKER_TIMEOUT_MS,
      });
      await first.close();
      workers = await throttleWorkers(browser, new URL(pageUrl).origin);
      if (workers === 0) throw new Error('the service worker stopped before the repeat visit');
    }
    const page = await context.newPage();
    return {
      ...(await tapLogIn(context, page, pageUrl, { cache: repeat })),
      ...(repeat ? { workers } : {}),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
};

/**
 * `runs` loads of each page (first or `repeat` visits), one page after the other in turn: the
 * median and the raw runs.
 */
export const measureFirstTap = async ({
  browser,
  origin,
  pages,
  runs,
  repeat = false,
  onRun = () => {},
}) => {
  const raw = Object.fromEntries(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1)
    for (const page of pages) {
      const result = await firstTapRun({ browser, pageUrl: `${origin}${page}`, repeat });
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
