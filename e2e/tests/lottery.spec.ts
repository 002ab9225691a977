import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures/site';

const DEMO = { username: 'demo', password: 'Demo1234!' };

/** The bet of one issue in "My bets". */
const betOfIssue = (page: Page, issueNo: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: `Issue ${issueNo}` })
    .filter({ hasText: 'Stake' });

test('a lottery bet is drawn, settled, paid into the header balance and verifiable', async ({
  site,
  page,
  player,
  ops,
}) => {
  // Enough for the bet whatever earlier runs left on the demo account.
  await ops.credit(DEMO.username, 10_000);
  // A login lands on home (SPEC section 4): log in first, then open the game.
  await site.open('/index');
  await player.login(DEMO.username, DEMO.password);
  await player.expectLoggedIn();
  await site.open('/lottery?gameCode=SSC1');
  await expect(page.getByRole('heading', { name: 'SSC 1 Minute' })).toBeVisible();

  let issueNo = '';
  let afterBet = '';
  await test.step('pick every digit of the first position and place the bet', async () => {
    await expect(player.balance).not.toHaveText('');
    const before = (await player.balance.textContent()) ?? '';
    await page.getByRole('tab', { name: '1 Star' }).click();
    // Ten bets of 2.00 on the first digit: exactly one of them wins, whatever the draw.
    await page
      .getByRole('group', { name: 'Quick selections for 1st' })
      .getByRole('button', { name: 'All', exact: true })
      .click();
    await expect(page.getByTestId('bet-count')).toHaveText('10');
    await expect(page.getByTestId('stake')).toHaveText(/20\.00/);
    await page.getByRole('button', { name: 'Add to slip' }).click();
    await page.getByRole('button', { name: 'Place bets' }).click();
    const placed = page.getByText(/^Bets placed on issue \d{8}-\d{4}: order /);
    await expect(placed).toBeVisible();
    issueNo = /issue (\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
    expect(issueNo).not.toBe('');
    await expect(player.balance).not.toHaveText(before);
    afterBet = (await player.balance.textContent()) ?? '';
    await expect(betOfIssue(page, issueNo).getByText('Open')).toBeVisible();
  });

  await test.step('the platform clock passes the draw: the result and the win appear', async () => {
    // Just past the draw of the bet's issue, and not past the next one's (the page shows the
    // last drawn issue's result): SSC1 draws every minute.
    const answer = await page.request.get('/lgw/lottery/issue?gameCode=SSC1');
    const { serverTime, current } = (
      (await answer.json()) as {
        value: { serverTime: number; current: { issueNo: string; drawAt: number } };
      }
    ).value;
    const drawAt = current.issueNo === issueNo ? current.drawAt : current.drawAt - 60_000;
    await ops.advanceClock(Math.max(0, drawAt - serverTime) + 3_000);
    await site.open('/lottery?gameCode=SSC1');
    await expect(
      page.getByRole('list', { name: `Result of issue ${issueNo}` }).first(),
    ).toBeVisible({ timeout: 35_000 });
    const bet = betOfIssue(page, issueNo);
    await expect(bet.getByText('Won', { exact: true })).toBeVisible({ timeout: 15_000 });
    // One winning bet of 2.00 at 9.8×.
    await expect(bet.getByText(/Won .*19\.60/)).toBeVisible();
    await expect(player.balance).not.toHaveText(afterBet);
  });

  await test.step('the verify view recomputes the draw from the revealed seed', async () => {
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: `Verify issue ${issueNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Verify the draw of issue ${issueNo}` });
    await expect(dialog.getByText('The commitment matches the seed.')).toBeVisible();
    await expect(dialog.getByText('The result matches the seed.')).toBeVisible();
  });
});

test('favourite lotteries survive a reload for the same player and not for another', async ({
  site,
  page,
  player,
  ops,
}) => {
  const other = await ops.createPlayer();
  const games = page.getByRole('navigation', { name: 'Lottery games' });
  await site.open('/index');
  await player.login(DEMO.username, DEMO.password);
  await player.expectLoggedIn();
  await site.open('/lottery?gameCode=SSC1');

  await games.getByRole('button', { name: 'Add PK10 Racing 5 Minutes to favourites' }).click();
  await expect(games.getByRole('heading', { name: 'Favourites' })).toBeVisible();

  await page.reload();
  await expect(games.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await expect(
    games.getByRole('button', { name: 'Remove PK10 Racing 5 Minutes from favourites' }),
  ).toHaveCount(2);

  await player.logout();
  await player.login(other.username, other.password);
  await player.expectLoggedIn();
  await site.open('/lottery?gameCode=SSC1');
  await expect(games.getByRole('link', { name: /PK10 Racing 5 Minutes/ })).toBeVisible();
  await expect(games.getByRole('heading', { name: 'Favourites' })).toHaveCount(0);
});

test('a lô bet on the 100-number grid of the fast Vietnamese lottery is placed and settled', async ({
  site,
  page,
  player,
  ops,
}) => {
  await ops.credit(DEMO.username, 10_000);
  await site.open('/index');
  await player.login(DEMO.username, DEMO.password);
  await player.expectLoggedIn();
  // Reached through the site: the header stays (the home state), the side menu is mini.
  await site.open('/vnlottery?gameCode=VN_FAST5');
  await expect(
    page.getByRole('heading', { name: 'Vietnam Fast 5 Minutes', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  const grid = page.getByRole('group', { name: 'Numbers 00 to 99' });
  const before = (await player.balance.textContent()) ?? '';
  await page.getByRole('tab', { name: 'Lô' }).click();
  await grid.getByRole('button', { name: /^27:/ }).click();
  await grid.getByRole('button', { name: /^72:/ }).click();
  await expect(grid.getByRole('button', { name: /^27:/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('button', { name: 'Place bets' }).click();
  const placed = page.getByText(/^Bets placed on issue \d{8}-\d{4}: order /);
  await expect(placed).toBeVisible();
  const issueNo = /issue (\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  await expect(player.balance).not.toHaveText(before);
  await expect(betOfIssue(page, issueNo).getByText('Open')).toBeVisible();

  // The platform clock passes the 5-minute draw: the bet settles, won or lost.
  await ops.advanceClock(6 * 60_000);
  await site.open('/vnlottery?gameCode=VN_FAST5');
  await expect(betOfIssue(page, issueNo).getByText(/^(Won|Lost)$/)).toBeVisible({
    timeout: 35_000,
  });
});

test('the e-lottery lobby opens a SEA game in the platform view, framed, with a way back to bet', async ({
  site,
  page,
  player,
}) => {
  await site.open('/index');
  await player.login(DEMO.username, DEMO.password);
  await player.expectLoggedIn();
  await site.open('/elott');
  await expect(page.getByRole('heading', { level: 1, name: 'E-lottery' })).toBeVisible();
  // A game that is not a SEA game plays on /lottery.
  await expect(page.getByRole('link', { name: 'Play SSC 1 Minute' })).toHaveAttribute(
    'href',
    '/lottery?gameCode=SSC1',
  );

  await page.getByRole('link', { name: /^Play Mark Six/ }).click();
  await expect(page).toHaveURL(/\/elott\?gameCode=LHC_D$/);
  const frame = page.locator('iframe[title*="Mark Six"]');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-top-navigation-by-user-activation allow-popups',
  );
  const view = page.frameLocator('iframe[title*="Mark Six"]');
  await expect(view.getByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeVisible();
  const card = view.locator('li[aria-current="true"]');
  await expect(card.getByRole('heading', { name: /Mark Six/ })).toBeVisible();

  // The view's bet link takes the whole window to the site's betting page of that game.
  await card.getByRole('link', { name: 'Bet on this game' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=LHC_D$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mark Six Daily' })).toBeVisible();
});
