// Lobby benchmark (companion of bench-web.mjs): on /rng, the gzip size of the JavaScript the
// page loads and the time until the first page of game thumbnails is shown under Lighthouse
// mobile; then the DOM size of a lobby of 1,000 games scrolled to its end. Builds first unless
// --no-build is given; --runs=N sets the Lighthouse runs per mode (median reported, default 3).
// Usage: pnpm bench:lobby [--no-build] [--runs=N]
// [--small: one Lighthouse run (simulated throttling only), a lobby of 100 games; what `pnpm test`
// runs]
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { busyPort, startSite } from '../bench/site.mjs';
import { isSmall, SMALL_NOTICE } from '../bench/size.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { ROOT } from './remotes.mjs';

// Not bench-web's 8290: both can run on one machine. BENCH_PORT moves it (CDN is PORT + 1).
const PORT = Number(process.env.BENCH_PORT || 8390);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CDN = `http://127.0.0.1:${PORT + 1}`;
const ADMIN_TOKEN = 'bench-lobby-admin';
/** What mfe-lobby marks (mfe-lobby/src/features/games/firstScreen.ts). */
const FIRST_GAMES_MARK = 'lobby:first-games';
const FIRST_THUMBNAILS_MARK = 'lobby:first-thumbnails';
const SMALL = isSmall();
/** The bench-only vendor of the DOM-size measurement, added to the temporary database. */
const BIG_VENDOR = {
  vassalage: 'BENCH1K',
  name: 'Bench Slots',
  gameType: 'RNG',
  games: SMALL ? 100 : 1000,
};
const LOBBY = '/rng';
/** `simulate` for the scores, `devtools` for the marks' mobile times (lighthouseRun below). */
const METHODS = SMALL ? ['simulate'] : ['simulate', 'devtools'];

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArg?.split('=')[1] ?? (SMALL ? 1 : 3)) || 3);

// A server already answering on one of the ports would be measured instead of this build.
const busy = await busyPort([PORT, PORT + 1]);
if (busy !== null) {
  console.error(
    `Port ${busy} is in use; set BENCH_PORT to a free port (the bench uses 2 from it).`,
  );
  process.exit(1);
}

if (!process.argv.includes('--no-build')) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
if (SMALL) console.log(SMALL_NOTICE);

// A throw-away database (site.mjs): the 1,000 bench games never reach anyone's platform.db.
const site = await startSite({
  root: ROOT,
  port: PORT,
  env: {
    ADMIN_TOKEN,
    // The bench vendor is added through a development route (demo mode, start.mjs's default).
    DEV_ROUTES: '1',
    // The scroll to the end asks for 24 pages in quick succession.
    RATE_LIMIT_MAX: '0',
  },
});

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'not reached');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Which package a script belongs to (as bench-web.mjs groups them). */
const packageOf = (url) => {
  if (url.startsWith(CDN)) return new URL(url).pathname.split('/')[1];
  return /node_modules/.test(url) ? 'shared vendors (shell)' : 'shell';
};

/** gzip -9 size of every script the page downloads until the network is idle, by package. */
const jsBreakdown = async (pathName) => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const page = await browser.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          const key = packageOf(response.url());
          sizes.set(key, (sizes.get(key) ?? 0) + gzipSync(body, { level: 9 }).length);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${ORIGIN}${pathName}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return sizes;
};

/**
 * One Lighthouse mobile run. `simulate` is Lighthouse's default (the page loads unthrottled
 * and the metrics are modelled afterwards), so its user-timing marks are the unthrottled
 * times; `devtools` really throttles the load (same 4x CPU, 150 ms RTT, 1.6 Mbps profile), so
 * the marks it records are mobile times.
 */
const lighthouseRun = async (pathName, throttlingMethod) => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { lhr } = await lighthouse(`${ORIGIN}${pathName}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      throttlingMethod,
      output: 'json',
      logLevel: 'error',
    });
    const marks = new Map(
      (lhr.audits['user-timings']?.details?.items ?? [])
        .filter((item) => item.timingType === 'Mark')
        .map((item) => [item.name, item.startTime]),
    );
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      firstGames: marks.get(FIRST_GAMES_MARK) ?? NaN,
      firstThumbnails: marks.get(FIRST_THUMBNAILS_MARK) ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
};

const lighthouseMedian = async (pathName, throttlingMethod) => {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await lighthouseRun(pathName, throttlingMethod));
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    firstGames: of('firstGames'),
    firstThumbnails: of('firstThumbnails'),
    spread: runs.map((r) => Math.round(r.firstThumbnails)),
  };
};

const addBigVendor = async () => {
  const answer = await fetch(`${ORIGIN}/admin/dev/demo-vendor`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN_TOKEN },
    body: JSON.stringify(BIG_VENDOR),
  });
  if (!answer.ok) throw new Error(`adding the bench vendor failed: ${answer.status}`);
};

/** DOM size of the 1,000-game lobby at its top and once scrolled to the last game. */
const domOfBigLobby = async (contextOptions) => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const grid = page.getByRole('list', { name: 'Slots games' });
  const count = () =>
    page.evaluate(() => {
      const list = document.querySelector('ul[aria-label="Slots games"]');
      return {
        nodes: document.getElementsByTagName('*').length,
        cards: list ? list.children.length : 0,
        // One card's own elements (li and below), to size an unwindowed list.
        perCard: list?.firstElementChild
          ? list.firstElementChild.getElementsByTagName('*').length + 1
          : 0,
      };
    });
  try {
    await page.goto(`${ORIGIN}${LOBBY}?vassalage=${BIG_VENDOR.vassalage}`);
    await grid.locator('li').first().waitFor();
    await page.waitForLoadState('networkidle');
    const top = await count();
    const last = grid.locator(`li[aria-posinset="${BIG_VENDOR.games}"]`);
    const started = Date.now();
    // Scroll as a player would, to the bottom again and again, until the last game is drawn.
    while ((await last.count()) === 0) {
      if (Date.now() - started > 180_000) throw new Error('the last game never appeared');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(250);
    }
    await page.waitForLoadState('networkidle');
    const end = await count();
    const loaded = await grid.locator('li').last().getAttribute('aria-posinset');
    return { top, end, loaded: Number(loaded) };
  } finally {
    await browser.close();
  }
};

try {
  const sizes = await jsBreakdown(LOBBY);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.log(`\nJavaScript loaded by ${LOBBY} (gzip -9):`);
  for (const [name, size] of [...sizes.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${name.padEnd(28)} ${kb(size).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(28)} ${kb(total).padStart(10)}`);

  console.log(`\nLighthouse mobile on ${LOBBY}, median of ${RUNS} runs:`);
  /** What was not measured (a small run fails on it; no timing is asserted). */
  const unmeasured = [];
  if (!(total > 0)) unmeasured.push(`no JavaScript loaded by ${LOBBY}`);
  for (const method of METHODS) {
    const r = await lighthouseMedian(LOBBY, method);
    for (const key of ['score', 'fcp', 'lcp', 'tbt', 'firstGames'])
      if (!Number.isFinite(r[key])) unmeasured.push(`Lighthouse ${method}: no ${key}`);
    console.log(
      `  ${method.padEnd(9)} perf ${r.score}  FCP ${ms(r.fcp)}  LCP ${ms(r.lcp)}  TBT ${ms(r.tbt)}` +
        `  first games ${ms(r.firstGames)}  first thumbnails ${ms(r.firstThumbnails)}` +
        `  (runs: ${r.spread.join(', ')} ms)`,
    );
  }

  await addBigVendor();
  console.log(`\nLobby of ${BIG_VENDOR.games} games (${LOBBY}?vassalage=${BIG_VENDOR.vassalage}):`);
  for (const [label, contextOptions] of [
    ['desktop 1280x720', { viewport: { width: 1280, height: 720 } }],
    // Lighthouse's mobile screen (Moto G Power).
    [
      'mobile 412x823',
      {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      },
    ],
  ]) {
    const { top, end, loaded } = await domOfBigLobby(contextOptions);
    console.log(
      `  ${label.padEnd(22)} at the top: ${top.nodes} nodes, ${top.cards} cards in the DOM;` +
        ` scrolled to game ${loaded}: ${end.nodes} nodes, ${end.cards} cards` +
        ` (a card is ${end.perCard} nodes: ${end.perCard * loaded} for all ${loaded} unwindowed)`,
    );
    if (loaded !== BIG_VENDOR.games || !(top.cards > 0))
      unmeasured.push(`${label}: ${top.cards} cards at the top, scrolled to game ${loaded}`);
  }
  for (const line of unmeasured) console.error(`Not measured: ${line}`);
  if (unmeasured.length) process.exitCode = 1;
} finally {
  await site.stop();
}
