import type { Page } from '@playwright/test';
import { LOBBY_PAGE_SIZE } from 'shared-contracts';

import type { Lobby } from '../fixtures/lobby';
import type { Player } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

const DEMO = { username: 'demo', password: 'Demo1234!' };

/** Vendors of the seed whose games refuse frames and open in a window of their own. */
const WINDOW_VENDOR = { vassalage: 'PT_LIVE', name: 'Playtech Live' };

/** Where the platform serves the demo table of every third-party vendor's game. */
const VENDOR_TABLE = /\/games\/vendor\/table\?launch=[^&]+$/;
/** The demo table once open: its script drops the spent launch ticket from the address. */
const VENDOR_TABLE_PAGE = /\/games\/vendor\/table$/;

/** The vendor demo table inside a page or frame: it names the game and deals a round. */
const expectDemoTable = async (table: Page | ReturnType<Page['frameLocator']>, game: string) => {
  await expect(table.getByRole('heading', { name: game, level: 1 })).toBeVisible();
  await expect(table.getByText(/Demo table/)).toBeVisible();
  // The balance comes from the game session: the page reached the platform.
  const balance = table.locator('#balance');
  await expect(balance).toHaveText(/\d/);
  const before = await balance.textContent();
  // The history (the player's last rounds of this game, at most 10) arrives with the balance.
  const rounds = table.getByRole('list').getByRole('listitem');
  const played = await rounds.count();
  await table.getByRole('button', { name: 'Deal' }).click();
  await expect(table.locator('#message')).toHaveText(/^(You won .+|No win this round)$/);
  await expect(rounds).toHaveCount(Math.min(played + 1, 10));
  // Every round moves the wallet: the stake is taken, a win pays twice the stake.
  await expect(balance).not.toHaveText(before ?? '');
};

/** Logs the demo player in from home (a login lands on home, SPEC section 4). */
const logIn = async (page: Page, player: Player) => {
  await page.goto('/index');
  await player.login(DEMO.username, DEMO.password);
  await player.expectLoggedIn();
};

test('scrolling the slots lobby loads the third page of games and shows its cards', async ({
  lobby,
  page,
}) => {
  const requested = lobby.recordPagesRequested();
  const first = lobby.gameListPage(1);
  await lobby.open('rng');
  const firstPage = await first;
  expect(firstPage.total, 'the slots lobby has more than two pages').toBeGreaterThan(
    2 * LOBBY_PAGE_SIZE,
  );
  await expect(lobby.playButtons.first()).toBeVisible();
  // The grid starts below the fold: once the page has fetched all it wanted (the network is
  // quiet), it has not fetched page 2 ahead of a scroll.
  await page.waitForLoadState('networkidle');
  expect(requested, 'pages asked for before any scroll').toEqual([1]);

  const third = lobby.gameListPage(3);
  await test.step('scroll down (no "load more" click) until page 3 is asked for', async () => {
    // The wheel scrolls what is under the pointer: the page, not the side menu.
    const list = await lobby.games.boundingBox();
    const viewport = page.viewportSize();
    await page.mouse.move((list?.x ?? 0) + (list?.width ?? 0) / 2, (viewport?.height ?? 0) / 2);
    await expect(async () => {
      if (!requested.includes(3)) await page.mouse.wheel(0, 2000);
      expect(requested).toContain(3);
    }).toPass({ timeout: 30_000 });
  });
  const thirdPage = await third;
  expect(requested.slice(0, 3)).toEqual([1, 2, 3]);
  expect(thirdPage.games).toHaveLength(LOBBY_PAGE_SIZE);
  const firstCodes = new Set(firstPage.games.map((game) => game.gameCode));
  expect(thirdPage.games.filter((game) => firstCodes.has(game.gameCode))).toEqual([]);

  await test.step('the first and the last card of page 3 are shown, pictures included', async () => {
    for (const [offset, game] of [
      [0, thirdPage.games[0]],
      [LOBBY_PAGE_SIZE - 1, thirdPage.games[LOBBY_PAGE_SIZE - 1]],
    ] as const) {
      const card = await lobby.revealCard(2 * LOBBY_PAGE_SIZE + offset + 1);
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: `Play ${game?.gameName}` })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('data-loaded', 'true');
      await expect(card).toHaveAttribute('aria-setsize', String(firstPage.total));
    }
  });
});

test('a player favourites a game and takes it back; the platform keeps both across reloads', async ({
  lobby,
  page,
  player,
}) => {
  const favourites = page.getByRole('list', { name: 'My favourites' });
  await logIn(page, player);
  await lobby.open('rng');

  // The first game that is not a favourite yet, whatever the account already holds.
  const card = lobby.games
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Add .* to favourites$/ }) })
    .first();
  const name = await lobby.nameOf(card);

  await test.step('favourite it in the lobby', async () => {
    const stored = page.waitForResponse(
      (r) => r.url().includes('/wps/game/favourites') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
    expect((await stored).ok()).toBeTruthy();
    await expect(
      lobby.games.getByRole('button', { name: `Remove ${name} from favourites` }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  const listed = favourites
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Play ${name}` }) });
  await test.step('home lists it, and still does after a reload', async () => {
    await page.goto('/index');
    await expect(listed).toHaveCount(1);
    await page.reload();
    await expect(listed).toHaveCount(1);
  });

  await test.step('take it back from the home list; gone, and still gone after a reload', async () => {
    const removed = page.waitForResponse(
      (r) => r.url().includes('/wps/game/favourites') && r.request().method() === 'DELETE',
    );
    await listed.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    expect((await removed).ok()).toBeTruthy();
    await expect(listed).toHaveCount(0);
    await page.reload();
    // Wait for the block to show the platform's answer (a list, or the empty state) first.
    await expect(
      favourites.or(page.getByText('Tap the heart on a game to keep it here')),
    ).toBeVisible();
    await expect(listed).toHaveCount(0);
  });

  await test.step('the lobby heart is off again', async () => {
    await lobby.open('rng');
    await expect(
      lobby.games.getByRole('button', { name: `Add ${name} to favourites` }).first(),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

test('a vendor game opens on /game in a sandboxed frame with the platform demo table, and plays', async ({
  lobby,
  page,
  player,
  baseURL,
}) => {
  await logIn(page, player);
  await lobby.open('rng');
  const card = lobby.cardAt(1);
  const name = await lobby.nameOf(card);
  await card.getByRole('button', { name: `Play ${name}` }).click();

  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const frame = page.locator(`iframe[title="${name}"]`);
  const origin = (baseURL ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${origin}${VENDOR_TABLE.source}`));
  // Scripts run, but the game never shares the site's origin (token, storage).
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/);
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');

  await expect(player.balance).toHaveText(/\d/);
  const before = await player.balance.textContent();
  await expectDemoTable(page.frameLocator(`iframe[title="${name}"]`), name);
  // The round went through the ledger: the header balance follows (WebSocket push).
  await expect(player.balance).not.toHaveText(before ?? '');

  // Launch links work once: a reload launches the same game again, never the spent link.
  const spent = await frame.getAttribute('src');
  await page.reload();
  await expect(page).toHaveURL(/\/game$/);
  const relaunched = page.locator(`iframe[title="${name}"]`);
  await expect(relaunched).toHaveAttribute('src', new RegExp(`^${origin}${VENDOR_TABLE.source}`));
  expect(await relaunched.getAttribute('src')).not.toBe(spent);
  await expectDemoTable(page.frameLocator(`iframe[title="${name}"]`), name);
});

test.describe('a vendor that needs its own window', () => {
  const openFirstGame = async (lobby: Lobby) => {
    await lobby.open('live', `?vassalage=${WINDOW_VENDOR.vassalage}`);
    await expect(lobby.games.getByText(WINDOW_VENDOR.name).first()).toBeVisible();
    const card = lobby.cardAt(1);
    const name = await lobby.nameOf(card);
    await card.getByRole('button', { name: `Play ${name}` }).click();
    return name;
  };

  test('opens the game in a new window when the browser allows it', async ({
    lobby,
    page,
    player,
  }) => {
    await logIn(page, player);
    const popup = page.waitForEvent('popup');
    const name = await openFirstGame(lobby);
    const game = await popup;
    await expect(game).toHaveURL(VENDOR_TABLE_PAGE);
    await expectDemoTable(game, name);
    await expect(page.getByRole('dialog', { name: 'Popup blocked' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/live/);
  });

  test('says the popup was blocked and offers a new tab that opens the game', async ({
    lobby,
    page,
    player,
    context,
  }) => {
    // The browser's popup blocker: window.open answers null (what a blocked popup returns).
    await page.addInitScript(() => {
      const attempts: unknown[] = [];
      Object.defineProperty(window, '__blockedPopups', { value: attempts });
      window.open = (...args: unknown[]) => {
        attempts.push(args);
        return null;
      };
    });
    await logIn(page, player);
    const name = await openFirstGame(lobby);

    const dialog = page.getByRole('dialog', { name: 'Popup blocked' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Allow popups for this site');
    expect(
      await page.evaluate(
        () => (window as unknown as { __blockedPopups: unknown[] }).__blockedPopups.length,
      ),
      'the site tried a window and the browser refused it',
    ).toBe(1);
    await expect(page).toHaveURL(/\/live/);

    const link = dialog.getByRole('link', { name: `Open ${name} in a new tab` });
    await expect(link).toHaveAttribute('href', VENDOR_TABLE);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const tab = context.waitForEvent('page');
    await link.click();
    const game = await tab;
    await expect(game).toHaveURL(VENDOR_TABLE_PAGE);
    await expectDemoTable(game, name);
    await expect(dialog).toHaveCount(0);
  });
});
