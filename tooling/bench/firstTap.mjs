// The first tap a player makes (ADR 0029): on Lighthouse's phone (412 x 823) with its throttling
// set in Chromium by hand (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up), a
// guest opens the page in a fresh context (nothing cached), taps the header's "Log in" as soon
// as it shows (painted and on the screen), with a touch at its centre as a finger does, and waits
// for the login dialog. Times are the page's own, from the navigation's start: when the button
// was first seen and the frame the dialog was first in.
// The repeat visit (`repeat: true`): the same guest comes back, in the same context, once the
// first visit's service worker has taken over (ADR 0028); the worker's own requests are
// throttled like the page's.
// A member's first tap (`memberTapRun`): demo logs in unthrottled, then reloads the page on the
// phone and taps the header's "Deposit" as soon as it shows; the member centre's deposit page
// answers it. Every tap's INP comes from the `web-vitals` library in the page (its IIFE build,
// added before the page's own scripts; event entries from 16 ms, the lowest the browser reports).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { hidePopupAnnouncements } from '../scripts/popupAnnouncements.mjs';
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

// The package exports no subpath for its IIFE build: found beside its main file.
const WEB_VITALS = fs.readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
    'web-vitals.iife.js',
  ),
  'utf8',
);

/** Every page of `context` keeps its INP so far in `window.__benchInp` (ms). */
const recordInp = (context) =>
  context.addInitScript({
    content: `${WEB_VITALS};webVitals.onINP((metric) => { window.__benchInp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });`,
  });

/** The page's INP once reported (the entry comes after the next paint), or null. */
const inpOf = (page) =>
  page
    .waitForFunction(() => window.__benchInp, undefined, { timeout: 5_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);

/**
 * In the page: the element matching `spec` once a player can see it, as [its centre's x and y, the time
 * it was found (ms since the navigation started)], or null. `spec.button` is a button of the page's
 * banner by its text; `spec.dialog` a dialog by its accessible name (aria-label, or the text its
 * aria-labelledby names), with `spec.heading` a heading inside it by its text.
 */
const findInPage = (spec) => {
  // What a player can see: painted (before the first contentful paint the page may be laid out
  // without its styles) and on the screen.
  if (performance.getEntriesByName('first-contentful-paint').length === 0) return null;
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= innerHeight &&
      box.right <= innerWidth &&
      style.visibility !== 'hidden' &&
      style.opacity !== '0'
    );
  };
  const text = (element) => element?.textContent?.trim() ?? '';
  const nameOf = (element) =>
    element.getAttribute('aria-label') ??
    text(document.getElementById(element.getAttribute('aria-labelledby') ?? ''));
  let found;
  if (spec.button) {
    found = [...document.querySelectorAll('header button')].find(
      (button) => text(button) === spec.button && visible(button),
    );
  } else {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
      (candidate) => nameOf(candidate) === spec.dialog && visible(candidate),
    );
    found = spec.heading
      ? [...(dialog?.querySelectorAll('h1, h2, h3, h4') ?? [])].find(
          (heading) => text(heading) === spec.heading && visible(heading),
        )
      : dialog;
  }
  if (!found) return null;
  const box = found.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2, Math.round(performance.now())];
};

/** What a guest taps ("Log in" in the header) and what answers it (the login dialog). */
const LOG_IN = {
  button: (page) => page.getByRole('banner').getByRole('button', { name: 'Log in' }),
  answer: (page) => page.getByRole('dialog', { name: 'Login' }),
  inPage: { button: { button: 'Log in' }, answer: { dialog: 'Login' } },
  names: ['"Log in"', 'the login dialog'],
};

/** What a member taps ("Deposit" in the header) and what answers it (the deposit page). */
const DEPOSIT = {
  button: (page) => page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }),
  answer: (page) =>
    page
      .getByRole('dialog', { name: 'Member centre' })
      .getByRole('heading', { name: 'Deposit', exact: true }),
  inPage: {
    button: { button: 'Deposit' },
    answer: { dialog: 'Member centre', heading: 'Deposit' },
  },
  names: ['"Deposit"', 'the deposit page'],
};

/**
 * In the page, from its first script on: looks for the tap's button at each animation frame and,
 * once it has found it, for the answer; tells the bench of each through the binding `report`
 * (`['shown', x, y, ms]`, then `['opened', ms]`). A script of the page's own, not Playwright's
 * `waitForFunction`: that one first evaluates Playwright's injected script in the page, hundreds of
 * milliseconds of the phone's slowed main thread while the page starts, which a player's browser
 * does not run (measured against this watcher, docs/performance.md, session 35).
 */
const watchInPage = (report, specs, find) => {
  let looking = 'button';
  const frame = () => {
    const found = find(specs[looking]);
    if (found && looking === 'button') {
      window[report](['shown', ...found]);
      looking = 'answer';
    } else if (found) {
      window[report](['opened', found[2]]);
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** A promise with its resolve and reject (Node 20 has no `Promise.withResolvers`). */
const deferred = () => {
  const report = {};
  report.promise = new Promise((resolve, reject) => Object.assign(report, { resolve, reject }));
  return report;
};

/** The binding the page's watcher reports through. */
const REPORT = '__benchTapReport';

/**
 * Loads `pageUrl` throttled in `page` and taps the `tap`'s button as soon as it shows, as a finger
 * does: a touch at the button's centre, sent the moment the page found it visible. Times are the
 * page's own (since the navigation started): `shown`, when the button was found visible (looked
 * for at each animation frame), and `opened`, the animation frame the answer was first visible
 * in. The tap is not Playwright's `tap()`: its checks (visible, stable over two frames, the target
 * under the point) each take a turn of the page's main thread, which on a slowed phone starting up
 * put the touch 0.5 to 1 s after the button showed (measured, docs/performance.md, session 24).
 */
const tapOnPhone = async (
  context,
  page,
  pageUrl,
  { cache, tap = LOG_IN, cpuSlowdown = PHONE_CPU_SLOWDOWN },
) => {
  const reports = { shown: deferred(), opened: deferred() };
  await page.exposeBinding(REPORT, (_source, [kind, ...figures]) => reports[kind].resolve(figures));
  await page.addInitScript({
    content: `(${watchInPage})(${JSON.stringify(REPORT)}, ${JSON.stringify(tap.inPage)}, ${findInPage});`,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(pageUrl, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const [buttonName, answerName] = tap.names;
  const within = (what, report) => {
    const timer = setTimeout(
      () => report.reject(new Error(`${what} within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    return report.promise.finally(() => clearTimeout(timer));
  };
  const [x, y, shown] = await within(`${buttonName} did not show`, reports.shown);
  await page.touchscreen.tap(x, y);
  const [opened] = await within(`${answerName} did not open`, reports.opened);
  // As the player sees it: the answer is on the screen (the role and name Playwright reads).
  await tap
    .answer(page)
    .waitFor({ timeout: TIMEOUT_MS })
    .catch((error) => {
      throw new Error(`${answerName} did not open (${String(error).split('\n')[0]})`);
    });
  return { shown, opened, inp: await inpOf(page) };
};

/**
 * One load of `pageUrl` with a tap on "Log in" as soon as it shows: when the button showed and
 * when the login dialog was visible (ms since the navigation started), or `error`. A first visit
 * (default) runs in a fresh context with the cache off; a `repeat` visit follows an unthrottled
 * first one in the same context, once its service worker controls the page (the HTTP cache and
 * the worker's caches as the first visit left them).
 */
export const firstTapRun = async ({ browser, pageUrl, repeat = false, cpuSlowdown }) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  await recordInp(context);
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
      ...(await tapOnPhone(context, page, pageUrl, { cache: repeat, cpuSlowdown })),
      ...(repeat ? { workers } : {}),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
};

/**
 * A member's tap: `user` logs in on `pageUrl` through the login dialog (unthrottled), then the
 * page is loaded again in the same tab on the phone (the browser's cache as the login left it)
 * and "Deposit" is tapped as soon as it shows. When it showed and when the deposit page did, or `error`.
 */
export const memberTapRun = async ({ browser, pageUrl, user, cpuSlowdown }) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await recordInp(context);
  // The brand's popup announcements stay hidden, as after the member's "don't show again today"
  // on an earlier visit: on a cold site they can come after the login and cover "Deposit".
  await context.addInitScript(hidePopupAnnouncements);
  try {
    const login = await context.newPage();
    await login.goto(pageUrl, { timeout: TIMEOUT_MS });
    await LOG_IN.button(login).click({ timeout: TIMEOUT_MS });
    const dialog = LOG_IN.answer(login);
    await dialog.getByLabel(/^Username/).fill(user.name, { timeout: TIMEOUT_MS });
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await DEPOSIT.button(login).waitFor({ timeout: TIMEOUT_MS });
    // The same tab, loaded again: a session kept for the tab (not remembered) stays signed in.
    return await tapOnPhone(context, login, pageUrl, { cache: true, tap: DEPOSIT, cpuSlowdown });
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
};

/** The median of each figure of `runs` (`shown`, `opened`, `inp`) and the raw runs. */
const summarise = (runs) => ({
  opened: median(runs.map((r) => r.opened)),
  shown: median(runs.map((r) => r.shown)),
  inp: median(runs.map((r) => r.inp)),
  runs,
});

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
  cpuSlowdown,
  onRun = () => {},
}) => {
  const raw = Object.fromEntries(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1)
    for (const page of pages) {
      const result = await firstTapRun({
        browser,
        pageUrl: `${origin}${page}`,
        repeat,
        cpuSlowdown,
      });
      raw[page].push(result);
      onRun(page, run, result);
    }
  return Object.fromEntries(pages.map((page) => [page, summarise(raw[page])]));
};

/** `runs` member taps on `page`: the medians and the raw runs. */
export const measureMemberTap = async ({
  browser,
  origin,
  page,
  user,
  runs,
  cpuSlowdown,
  onRun = () => {},
}) => {
  const raw = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await memberTapRun({ browser, pageUrl: `${origin}${page}`, user, cpuSlowdown });
    raw.push(result);
    onRun(page, run, result);
  }
  return summarise(raw);
};
