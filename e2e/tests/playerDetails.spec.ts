import type { Page } from '@playwright/test';
import { reportDayOf } from 'shared-contracts';

import { field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

/*
 * The SPEC gaps a player meets in the first hour (session 14, REM2): the popular
 * lotteries where a game is chosen, the contact page with the brand's channels, the profile's
 * place of birth, occupation and source of income kept after a reload, and the credit report
 * summing the player's money. A guest's test, then one login. With SCREENSHOTS_DIR set, the new
 * pages are captured at 1440 px and 360 px.
 */

const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: width === 360 });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

test('a guest finds the popular lotteries and the contact page with the brand channels', async ({
  site,
  page,
  player,
}) => {
  await test.step('the lottery page heads its games with the popular lotteries', async () => {
    await site.open('/lottery');
    const popular = page.getByRole('region', { name: 'Popular lotteries' });
    const links = popular.getByRole('link');
    await expect(links.first()).toBeVisible({ timeout: 20_000 });
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(20);
    const second = links.nth(1);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/gameCode=/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(second).toHaveAttribute('aria-current', 'page');
  });

  await test.step("contact us lists the brand's channels, the chat and the question types", async () => {
    await site.open('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible({
      timeout: 20_000,
    });
    const channels = page.getByRole('list', { name: 'Messaging and social' });
    await expect(channels.getByRole('link', { name: /^Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/luckylotus',
    );
    await expect(channels.getByRole('link', { name: /^LINE/ })).toBeVisible();
    const questions = page.getByRole('list', { name: 'Ask a question' });
    await expect(questions.getByRole('button')).toHaveCount(6);
    await shot(page, 'contact-us');
    // A guest's question asks for the login first (the form then opens with the type chosen).
    await questions.getByRole('button', { name: 'Withdrawal' }).click();
    await expect(player.loginDialog).toBeVisible();
  });
});

test("the profile details are kept and the credit report sums the player's money", async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  await ops.credit(account.username, 50_000);
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  // The platform's report day: other specs may have moved its clock past the browser's.
  const day = reportDayOf(await ops.advanceClock(0));
  await site.open(`/index?mc=creditReport&crFrom=${day}&crTo=${day}`);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menu = centre.getByRole('navigation', { name: 'Member centre pages' });

  await test.step("the credit report sums the player's money and links the movements", async () => {
    const table = centre.getByRole('table', { name: /^Money in and out by kind/ });
    const credited = table.getByRole('row').filter({ hasText: 'Adjustment' });
    await expect(credited).toContainText('+$500.00', { timeout: 30_000 });
    const summary = centre.getByLabel('Balances and totals of the period');
    await expect(summary).toContainText('Opening balance$0.00');
    await expect(summary).toContainText('Closing balance$500.00');
    await shot(page, 'credit-report');
    await credited.getByRole('link', { name: 'Adjustment' }).click();
    await expect(page).toHaveURL(/mc=transactionHistory.*txKind=adjustment/);
    await expect(centre.getByRole('table', { name: 'Account movements (1 in all)' })).toBeVisible();
  });

  await test.step('the profile keeps place of birth, occupation and source of income', async () => {
    await menu.getByRole('link', { name: 'My account' }).click();
    const form = centre.getByRole('region', { name: 'Profile' });
    await field(form, 'Place of birth').fill('X');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(field(form, 'Place of birth')).toHaveAccessibleDescription(
      /Enter 2 to 80 characters\./,
    );
    await field(form, 'Place of birth').fill('Chiang Mai, Thailand');
    await field(form, 'Occupation').fill('Nurse');
    await form.getByLabel('Source of income').selectOption({ label: 'Pension' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Your profile has been saved.');
    await page.reload();
    await expect(field(form, 'Place of birth')).toHaveValue('Chiang Mai, Thailand', {
      timeout: 20_000,
    });
    await expect(field(form, 'Occupation')).toHaveValue('Nurse');
    await expect(form.getByLabel('Source of income')).toHaveValue('pension');
  });
});
