import { reportDayOf } from 'shared-contracts';

import { field, type Player, uniqueUsername } from '../fixtures/player';
import { expect, type Site, test } from '../fixtures/site';

/** Logs a new player in and opens the member centre at a page. */
const openCentre = async (
  site: Site,
  player: Player,
  account: { username: string; password: string },
  mc: string,
) => {
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  await site.open(`/index?mc=${mc}`);
  return site.page.getByRole('dialog', { name: 'Member centre' });
};

test('a deposit completes the daily deposit mission: the badge shows it, the claim pays once and the badge drops', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const centre = await openCentre(site, player, account, 'depositv2');
  const avatar = page.getByRole('banner').getByRole('button', { name: /^Account menu/ });

  await test.step('a new player has nothing to claim', async () => {
    await expect(avatar).toHaveAccessibleName('Account menu');
  });

  await test.step('a credited deposit completes the daily deposit mission', async () => {
    await centre.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
    await field(centre, 'Amount').fill('500');
    await field(centre, 'Payer name').fill('Test Player');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(centre.getByText(/^Order /)).toBeVisible();
    await ops.approveDeposit(account.username);
    await expect(player.balance).toHaveText(/500\.00/);
  });

  await test.step('the missions item of the centre menu and the avatar show 1', async () => {
    await site.open('/index?mc=missionLeaderboard');
    const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
    await expect(menu.getByLabel('1 new')).toBeVisible();
    await centre.getByRole('button', { name: 'Close' }).first().click();
    await expect(avatar).toHaveAccessibleName('Account menu, 1 mission to claim');
  });

  await test.step('the claim credits the reward once and the badge drops', async () => {
    await site.open('/index?mc=missionLeaderboard');
    const mission = centre.getByRole('listitem', { name: 'Make 1 deposit' });
    await expect(mission.getByText('Completed', { exact: true })).toBeVisible();
    await mission.getByRole('button', { name: 'Claim' }).click();
    await expect(centre.getByText('Reward of $2.00 added to your main wallet.')).toBeVisible();
    await expect(mission.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(mission.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await expect(player.balance).toHaveText(/502\.00/);
    await expect(avatar).toHaveAccessibleName('Account menu');
    await expect(
      centre.getByRole('navigation', { name: 'Member centre pages' }).getByLabel('1 new'),
    ).toHaveCount(0);
  });

  await test.step('the account record shows the reward once, as a bonus', async () => {
    // The platform's report day (other tests may have moved its clock ahead of this browser's).
    const day = reportDayOf(await ops.advanceClock(0));
    await site.open(`/index?mc=transactionHistory&txFrom=${day}&txTo=${day}`);
    const table = centre.getByRole('table', { name: /^Account movements/ });
    await expect(table.getByRole('row').filter({ hasText: '+$2.00' })).toHaveCount(1);
    await expect(player.balance).toHaveText(/502\.00/);
  });
});

test('the invite link opens the registration with the code, and the new friend shows masked', async ({
  site,
  page,
  player,
  ops,
  browser,
}) => {
  const account = await ops.createPlayer();
  const centre = await openCentre(site, player, account, 'referral');
  const link = centre.getByRole('link', { name: /\/register\?referralCode=/ });
  await expect(link).toBeVisible();
  await expect(centre.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  const invite = new URL((await link.getAttribute('href')) ?? '');
  const code = invite.searchParams.get('referralCode') ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(centre.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`referralCode=${code}`)),
  );

  const friendName = uniqueUsername();
  await test.step('a friend registers through the invite link', async () => {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const friendPage = await context.newPage();
    await friendPage.goto(`${invite.pathname}${invite.search}`);
    await expect(friendPage).toHaveURL(new RegExp(`referralCode=${code}`));
    const form = friendPage.getByRole('form', { name: 'Registration' });
    await field(form, 'Username').fill(friendName);
    await field(form, 'Password').fill('Secret12!');
    await field(form, 'Confirm password').fill('Secret12!');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(friendPage.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
    await context.close();
  });

  await test.step('the inviter sees the friend, masked and not qualified yet', async () => {
    await page.reload();
    const table = centre.getByRole('table', { name: 'Invited friends' });
    const masked = `${friendName.slice(0, 2)}***${friendName.slice(-1)}`;
    await expect(table.getByRole('row').filter({ hasText: masked })).toContainText(
      'Not qualified yet',
    );
    await expect(table.getByText(friendName)).toHaveCount(0);
  });
});
