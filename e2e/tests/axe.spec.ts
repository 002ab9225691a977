import type { Locator, Page } from '@playwright/test';
import { MEMBER_CENTRE_PAGES, type Theme, THEMES } from 'shared-contracts';
import { AGENT_PAGES } from 'shared-contracts/agent';

import { AxeAudit } from '../fixtures/axe';
import { field } from '../fixtures/player';
import { expect, hidePopupAnnouncements, test } from '../fixtures/site';

/**
 * axe-core over the whole site: every route of SPEC section 2 the site has,
 * the modals a player opens, every page of the member centre (as `demo`) and of the agent centre
 * (as `agent01`), in both themes, with WCAG 2.2's target size. The dark theme runs every
 * rule; the light theme, whose structure and names are the same, runs the rules its colours
 * decide (contrast), which keeps the run short; a signed-in role logs in once and is audited in
 * both themes. Any serious or critical violation fails the run, listed with its rule, target and
 * page (fixtures/axe.ts).
 */

/**
 * The routes of SPEC section 2, as a guest sees them; /help, which opens the help centre's modal
 * over its page, is reached from the support submenu with the guest modals.
 */
const GUEST_ROUTES = [
  '/index',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/lottery',
  '/vnlottery',
  '/promotions',
  '/pointMall',
  '/register',
  '/login',
  '/helpmc',
  '/seamless',
  '/down',
  '/download',
  '/inhouse',
  '/responsible-gaming',
  '/contactUs',
  '/no-such-page',
] as const;

/** The routes whose content changes once signed in. */
const MEMBER_ROUTES = [
  '/index',
  '/contactUs',
  '/lottery',
  '/vnlottery',
  '/pointMall',
  '/inhouse',
  '/promotions',
] as const;

/**
 * Waits until the page shows its content: no loading status in view (sections below the fold
 * load on scrolling and keep theirs) and no transition running (a fading dialog would read as
 * low contrast). Pages that poll (countdowns) never go network-idle, so that is not waited for.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState('load');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [
              // With a dialog open (a centre covers the whole window), only the dialog's own states:
              // the page under it waits for its sections to come into view.
              ...(
                document.querySelector('[role="dialog"][aria-modal="true"]') ?? document
              ).querySelectorAll('[role="status"]'),
            ].filter((status) => {
              const box = status.getBoundingClientRect();
              return (
                /^Loading/.test(status.textContent ?? '') &&
                box.bottom > 0 &&
                box.top < window.innerHeight &&
                box.width > 0
              );
            }).length,
        ),
      // A loaded CI machine takes longer than the default 10 s to fill a page.
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};

/** Opens a path and scans it. */
const visit = async (audit: AxeAudit, page: Page, path: string, where: string) => {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  // A centre's page (?mc=, ?ac=) opens once the platform has confirmed the stored session.
  if (/[?&](mc|ac)=/.test(path)) {
    await expect(page.getByRole('dialog').getByRole('heading', { level: 3 })).toBeVisible({
      timeout: 30_000,
    });
  }
  await settle(page);
  await audit.scan(page, `${path} (${where})`);
};

/** Scans an open dialog (with the page under it) and closes it with Escape. */
const scanDialog = async (audit: AxeAudit, page: Page, dialog: Locator, where: string) => {
  await expect(dialog).toBeVisible();
  await settle(page);
  await audit.scan(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await audit.checkFocusKept(page, `after closing the ${where}`);
};

/**
 * Makes `theme` the stored choice, as the theme switch stores it, for the pages opened next:
 * a signed-in role is audited in both themes with one login.
 */
const chooseTheme = async (page: Page, theme: Theme) => {
  await page.evaluate((chosen) => {
    window.localStorage.setItem('theme', chosen);
    document.cookie = `theme=${chosen}; path=/`;
  }, theme);
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
};

// Colours are judged at rest: with motion reduced (the site honours it), no scan lands in a tab's
// or button's 150 ms colour transition (a selected tab read mid-way at 4.47:1 once).
test.use({ reducedMotion: 'reduce' });

/** The dark theme runs every rule; the light theme the rules its colours decide. */
const auditOf = (theme: Theme) => new AxeAudit(theme === 'dark' ? 'all' : 'colours');

for (const theme of THEMES) {
  test(`axe: no serious or critical violation in the ${theme} theme, as a guest`, async ({
    page,
    player,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const audit = auditOf(theme);
    // Stored as the theme switch stores it (the page and its cookie), so the server renders the
    // theme too: a page rendered dark and switched on start was once scanned mid-switch.
    await page.addInitScript((chosen) => {
      window.localStorage.setItem('theme', chosen);
      document.cookie = `theme=${chosen}; path=/`;
    }, theme);
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    const guest = `${theme}, guest`;

    await test.step('the popup announcement on a first visit', async () => {
      await page.goto('/index');
      const popup = page.getByRole('dialog').first();
      await scanDialog(audit, page, popup, `popup announcement (${guest})`);
      await page.addInitScript(hidePopupAnnouncements);
    });

    await test.step('every route as a guest', async () => {
      for (const path of GUEST_ROUTES) await visit(audit, page, path, guest);
      const promotions = (await (await request.get('/wps/promotions')).json()) as {
        value: { list: { id: string }[] };
      };
      const first = promotions.value.list[0];
      expect(first, 'a seeded promotion').toBeTruthy();
      await visit(audit, page, `/promoDetail?id=${first?.id}`, guest);
    });

    await test.step('the guest modals', async () => {
      await visit(audit, page, '/index', guest);
      await player.openLogin();
      await scanDialog(audit, page, player.loginDialog, `login popup (${guest})`);
      await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
      await scanDialog(
        audit,
        page,
        page.getByRole('dialog', { name: 'Register' }),
        `register modal (${guest})`,
      );
      // The support submenu: announcements is a button that opens its modal; the help centre is
      // a link to /help, whose page opens the help centre's modal over it.
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Support' }).click();
      await menu.getByRole('button', { name: 'Announcements' }).click();
      await scanDialog(
        audit,
        page,
        page.getByRole('dialog', { name: 'Announcements' }),
        `announcements modal (${guest})`,
      );
      // The submenu stayed open while the dialog was read: the focus is back on its entry.
      await expect(menu.getByRole('button', { name: 'Announcements' })).toBeFocused();
      // The footer's app download dialog.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Download the app' }).click();
      await scanDialog(
        audit,
        page,
        page.getByRole('dialog').filter({ hasText: /download/i }),
        `app download modal (${guest})`,
      );
      // The footer's click closed the submenu: open it again for the help centre.
      await menu.getByRole('button', { name: 'Support' }).click();
      await menu.getByRole('link', { name: 'Help centre' }).click();
      await expect(page).toHaveURL(/\/help$/);
      await scanDialog(
        audit,
        page,
        page.getByRole('dialog', { name: 'Help centre' }),
        `help centre modal on /help (${guest})`,
      );
      await settle(page);
      await audit.scan(page, `/help (${guest})`);
    });

    expect(audit.scans).toBeGreaterThan(20);
    expect(audit.findings, audit.report()).toEqual([]);
  });
}

test('axe: no serious or critical violation in either theme, as demo', async ({ page, player }) => {
  test.setTimeout(600_000);
  await page.addInitScript(hidePopupAnnouncements);
  await page.goto('/index');
  await player.openLogin();
  await field(player.loginDialog, 'Username').fill('demo');
  await field(player.loginDialog, 'Password').fill('Demo1234!');
  await player.loginDialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await player.expectLoggedIn();
  const audits = { dark: auditOf('dark'), light: auditOf('light') };

  for (const theme of THEMES) {
    const audit = audits[theme];
    const member = `${theme}, demo`;
    await chooseTheme(page, theme);

    await test.step(`${theme}: the member routes`, async () => {
      for (const path of MEMBER_ROUTES) await visit(audit, page, path, member);
    });

    await test.step(`${theme}: the member centre, agent centre and avatar menu`, async () => {
      for (const id of MEMBER_CENTRE_PAGES) {
        await visit(audit, page, `/index?mc=${id}`, member);
      }
      // demo is no agent: the agent centre says it is for agents (agent01's pages below).
      await page.goto('/index?ac=teamOverview');
      await expect(
        page.getByRole('dialog', { name: 'Agent centre' }).getByText('For agents only'),
      ).toBeVisible({ timeout: 30_000 });
      await settle(page);
      await audit.scan(page, `/index?ac=teamOverview (${member})`);
      await page.goto('/index');
      await settle(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(
        page.getByRole('banner').getByRole('menuitem', { name: 'Sign out' }),
      ).toBeVisible();
      await audit.scan(page, `avatar menu (${member})`);
      await page.keyboard.press('Escape');
    });

    await test.step(`${theme}: the chat window`, async () => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: /^Chat room/ }).click();
      const chat = page.getByRole('region', { name: 'Chat room' });
      await expect(chat).toBeVisible();
      await expect(chat.frameLocator('iframe[title="Chat room"]').locator('body')).not.toBeEmpty();
      await settle(page);
      await audit.scan(page, `chat window (${member})`);
      await chat.getByRole('button', { name: 'Close the chat' }).click();
    });

    await test.step(`${theme}: a launched game on /game`, async () => {
      await page.goto('/rng');
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/game$/);
      await settle(page);
      await audit.scan(page, `/game (${member})`);
    });

    await test.step(`${theme}: the sign-out confirmation, cancelled`, async () => {
      const avatar = page.getByRole('button', { name: 'Account menu' });
      const confirm = page.getByRole('dialog', { name: 'Sign out' });
      await avatar.click();
      await page.getByRole('banner').getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(confirm).toBeVisible();
      await settle(page);
      await audit.scan(page, `sign-out confirmation (${member})`);
      // Cancelled, the confirmation gives the focus back to the avatar that opened it.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(avatar).toBeFocused();
    });
  }

  await test.step('signing out', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('menuitem', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await player.expectGuest();
  });

  for (const theme of THEMES) {
    expect(audits[theme].scans, theme).toBeGreaterThan(15);
    expect(audits[theme].findings, audits[theme].report()).toEqual([]);
  }
});

test('axe: no serious or critical violation in either theme, as agent01 in the agent centre', async ({
  page,
  player,
}) => {
  test.setTimeout(480_000);
  await page.addInitScript(hidePopupAnnouncements);
  await page.goto('/index');
  await player.login('agent01', 'Agent1234!');
  await player.expectLoggedIn();
  const audits = { dark: auditOf('dark'), light: auditOf('light') };
  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    // Every page of the agent centre (shared-contracts' AGENT_PAGES) agent01's contracts open.
    for (const id of AGENT_PAGES)
      await visit(audits[theme], page, `/index?ac=${id}`, `${theme}, agent01`);
  }
  for (const theme of THEMES) {
    expect(audits[theme].scans, theme).toBe(AGENT_PAGES.length);
    expect(audits[theme].findings, audits[theme].report()).toEqual([]);
  }
});
