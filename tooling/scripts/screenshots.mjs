// Screenshots of a running site, reproducibly: every page of a set in the dark and the light
// theme, on a desktop and on a 360 px phone. The README's set (guest views) goes to
// docs/screenshots/; the review set (every other page, as a guest and as a member) is for looking
// at the site during a polish pass and is not committed.
//
//   node tooling/scripts/screenshots.mjs http://127.0.0.1:8080 --user demo --password Demo1234! \
//     --agent-user agent01 --agent-password Agent1234!
//                                                        # README set (docs/screenshots/, JPEG)
//   node tooling/scripts/screenshots.mjs http://127.0.0.1:8080 --set review --out /tmp/shots \
//     [--user demo --password Demo1234!] [--only inhouse] [--preview /tmp/png-copies]
//
// Uses /usr/bin/chromium through playwright-core (never `playwright install`).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { ROOT } from './remotes.mjs';

// Hinting off: text renders the same on every run.
const SHOT_FLAGS = [...CHROME_FLAGS, '--font-render-hinting=none'];

/** Desktop and phone viewports. */
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  review: { width: 1280, height: 860 },
  phone: { width: 360, height: 740 },
};

/** Opens the guest's login popup from the header, as a visitor would. */
const openLogin = async (page) => {
  // On a phone the header keeps Log in; on a desktop too. The popup is the dialog named Login.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
  await page.getByRole('dialog').getByRole('textbox').first().waitFor();
};

/** Opens the first promotion's detail from the promotions list. */
const openFirstPromotion = async (page) => {
  // Each card's title links to its detail.
  await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await page.waitForURL(/\/promoDetail\?id=/);
  // The route renders in a transition: wait for the detail itself, not the list it replaces.
  await page.getByRole('main').getByRole('article').waitFor();
};

/** Launches the first in-house game from the in-house lobby (members only: guests log in first). */
const openFirstInHouseGame = async (page) => {
  await page.getByRole('main').getByRole('button', { name: /play/i }).first().click();
  await page.waitForURL((url) => url.pathname === '/game');
  // The game page in its frame, with its balance read.
  await page.frameLocator('iframe').locator('#balance').filter({ hasText: /\d/ }).waitFor();
};

/** Waits for the member centre's dialog and its page. */
const waitForCentre = async (page) => {
  await page.getByRole('dialog').getByRole('heading', { level: 2 }).first().waitFor();
};

/** Waits for a centre's report table and its first row. */
const waitForReport = async (page) => {
  await waitForCentre(page);
  await page.getByRole('dialog').getByRole('table').last().getByRole('row').nth(1).waitFor();
};

/**
 * The README's pages: name, path, what to do after loading, who looks, themes and viewports.
 * The site as a guest sees it; with --user also the member centre.
 */
const README_SET = [
  { name: 'home', path: '/index' },
  { name: 'slots', path: '/rng' },
  { name: 'live', path: '/live' },
  { name: 'promotions', path: '/promotions' },
  { name: 'register', path: '/register' },
  { name: 'login', path: '/index', then: openLogin },
]
  .map((shot) => ({
    ...shot,
    roles: ['guest'],
    viewports: ['desktop', 'phone'],
    themes: ['dark', 'light'],
  }))
  .concat([
    // With --user: the member centre (deposit on a desktop, withdraw on a phone), dark.
    {
      name: 'member-deposit',
      path: '/index?mc=depositv2',
      then: waitForCentre,
      roles: ['member'],
      viewports: ['desktop'],
      themes: ['dark'],
    },
    {
      name: 'member-withdraw',
      path: '/index?mc=withdraw',
      then: waitForCentre,
      roles: ['member'],
      viewports: ['phone'],
      themes: ['dark'],
    },
    // The centres with their widest reports: both themes, desktop and phone. The
    // agent centre with --agent-user.
    {
      name: 'member-betting',
      path: '/index?mc=personalHistoryCopy',
      then: waitForReport,
      roles: ['member'],
      viewports: ['desktop', 'phone'],
      themes: ['dark', 'light'],
    },
    {
      name: 'agent-dividends',
      path: '/index?ac=dividends',
      then: waitForReport,
      roles: ['agent'],
      viewports: ['desktop', 'phone'],
      themes: ['dark', 'light'],
    },
  ]);

/** Every other page, for looking at the whole site (dark and light on a desktop, dark on a phone). */
const REVIEW_PAGES = [
  { name: 'fish', path: '/fish' },
  { name: 'pvp', path: '/pvp' },
  { name: 'sports', path: '/sports' },
  { name: 'esports', path: '/esports' },
  { name: 'promotion-detail', path: '/promotions', then: openFirstPromotion },
  { name: 'pointmall', path: '/pointMall' },
  { name: 'help', path: '/help' },
  { name: 'helpmc', path: '/helpmc' },
  { name: 'seamless', path: '/seamless' },
  { name: 'down', path: '/down' },
  { name: 'inhouse', path: '/inhouse' },
  { name: 'inhouse-game', path: '/inhouse', then: openFirstInHouseGame, roles: ['member'] },
  { name: 'login-page', path: '/login', roles: ['guest'] },
  { name: 'lottery', path: '/lottery' },
  { name: 'vnlottery', path: '/vnlottery' },
  { name: 'elott', path: '/elott' },
  { name: 'download', path: '/download' },
  { name: 'responsible-gaming', path: '/responsible-gaming' },
];
const REVIEW_SET = REVIEW_PAGES.map((shot) => ({
  roles: ['guest', 'member'],
  ...shot,
})).flatMap((shot) => [
  { ...shot, viewports: ['review'], themes: ['dark', 'light'] },
  { ...shot, viewports: ['phone'], themes: ['dark'] },
]);

/** Today's local date (YYYY-MM-DD), as the lobby's "don't show again today" stores it. */
const initScript = ({ theme, day }) => {
  window.localStorage.setItem('theme', theme);
  // The popup announcements stay hidden today (mfe-lobby's popupNoticeStorage).
  window.localStorage.setItem('lobby.popupNoticesHiddenOn', day);
};

const localDay = () => {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
};

/** Waits until the page has settled: no network, fonts and images loaded, no loading states. */
const settle = async (page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () => {
      // Only what the screenshot shows: lazy images further down never load.
      const shown = (element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      };
      return (
        [...document.images].filter(shown).every((image) => image.complete) &&
        // Loading states: busy regions and shared-ui's LoadingState spinner (CSS module class).
        ![
          ...document.querySelectorAll(
            '[aria-busy="true"], [class^="spinner_"], [class*=" spinner_"]',
          ),
        ].some(shown)
      );
    },
    null,
    { timeout: 15_000 },
  );
};

/** Logs in through the login popup, as a player would. */
const logIn = async (page, base, user, password) => {
  await page.goto(`${base}/index`);
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(user);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor({
    state: 'detached',
  });
};

const main = async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      set: { type: 'string', default: 'readme' },
      out: { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      'agent-user': { type: 'string' },
      'agent-password': { type: 'string' },
      only: { type: 'string' },
      quality: { type: 'string', default: '75' },
      // A PNG copy of every JPEG shot, for viewers that show PNG only.
      preview: { type: 'string' },
    },
  });
  const base = (positionals[0] ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const readme = values.set === 'readme';
  const out = path.resolve(values.out ?? path.join(ROOT, 'docs/screenshots'));
  fs.mkdirSync(out, { recursive: true });
  const shots = (readme ? README_SET : REVIEW_SET).filter(
    (shot) => !values.only || shot.name.includes(values.only),
  );
  const roles = [
    'guest',
    ...(values.user ? ['member'] : []),
    ...(values['agent-user'] ? ['agent'] : []),
  ];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: SHOT_FLAGS });
  const day = localDay();
  const failures = [];
  try {
    for (const role of roles)
      for (const viewportName of Object.keys(VIEWPORTS))
        for (const theme of ['dark', 'light']) {
          const batch = shots.filter(
            (shot) =>
              shot.viewports.includes(viewportName) &&
              shot.themes.includes(theme) &&
              shot.roles.includes(role),
          );
          if (batch.length === 0) continue;
          const context = await browser.newContext({
            viewport: VIEWPORTS[viewportName],
            reducedMotion: 'reduce',
            locale: 'en-US',
          });
          await context.addInitScript(initScript, { theme, day });
          const page = await context.newPage();
          if (role === 'member') await logIn(page, base, values.user, values.password);
          if (role === 'agent')
            await logIn(page, base, values['agent-user'], values['agent-password']);
          for (const shot of batch) {
            const width = VIEWPORTS[viewportName].width;
            const file = path.join(
              out,
              `${shot.name}${readme ? '' : `-${role}`}-${theme}-${width}.${readme ? 'jpg' : 'png'}`,
            );
            try {
              await page.goto(`${base}${shot.path}`);
              await settle(page);
              if (shot.then) {
                await shot.then(page);
                await settle(page);
              }
              await page.screenshot({
                path: file,
                animations: 'disabled',
                caret: 'hide',
                ...(readme ? { type: 'jpeg', quality: Number(values.quality) } : {}),
              });
              if (values.preview && readme) {
                fs.mkdirSync(values.preview, { recursive: true });
                await page.screenshot({
                  path: path.join(values.preview, `${path.basename(file, '.jpg')}.png`),
                  animations: 'disabled',
                  caret: 'hide',
                });
              }
              console.log(path.relative(process.cwd(), file));
            } catch (error) {
              failures.push(`${file}: ${error.message.split('\n')[0]}`);
            }
          }
          await context.close();
        }
  } finally {
    await browser.close();
  }
  if (failures.length > 0) {
    console.error(`Not taken:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
};

await main();
