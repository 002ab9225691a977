import { grantPoints } from '../fixtures/pointsOps';
import { expect, test } from '../fixtures/site';

/** Minor units of a money text of the demo brand ("$1,234.56" gives 123456). */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('redeem a voucher with the password and see points drop and the history entry; convert points and see the header balance move', async ({
  site,
  page,
  player,
  ops,
  request,
}) => {
  const account = await ops.createPlayer({ withdrawalPassword: '246810' });
  await grantPoints(request, account.username, 20_000);
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  await site.open('/pointMall');
  await expect(player.balance).toHaveText(/0\.00/);

  const figures = page.getByRole('region', { name: 'My points' });
  const pointsBalance = figures.getByText('Points balance').locator('xpath=following-sibling::dd');
  await expect(pointsBalance).toHaveText('20,000');

  await test.step('redeem the $10 voucher from the Cash shelf with the withdrawal password', async () => {
    await page.getByRole('tab', { name: 'Cash' }).click();
    await expect(page).toHaveURL(/category=cash/);
    await page.getByRole('button', { name: 'Details of $10 cash voucher' }).click();
    const dialog = page.getByRole('dialog', { name: '$10 cash voucher' });
    await dialog.getByLabel(/^Withdrawal password/).fill('000000');
    await dialog.getByRole('button', { name: 'Redeem for 1,000 points' }).click();
    await expect(dialog.getByText(/The withdrawal password is not correct/)).toBeVisible();
    await dialog.getByLabel(/^Withdrawal password/).fill('246810');
    await dialog.getByRole('button', { name: 'Redeem for 1,000 points' }).click();
    await expect(
      dialog.getByText('$10 cash voucher is yours: 1,000 points were spent.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to the rewards' }).click();
    await expect(pointsBalance).toHaveText('19,000');
    await expect(player.balance).toHaveText(/10\.00/);
    const history = page.getByRole('list', { name: 'Redemption history' });
    await expect(history.getByRole('listitem').first()).toContainText('$10 cash voucher ×1');
    await expect(history.getByRole('listitem').first()).toContainText('Approved');
    const movements = page.getByRole('list', { name: 'Points history' });
    await expect(movements.getByRole('listitem').first()).toContainText('Redeemed');
    await expect(movements.getByRole('listitem').first()).toContainText('−1,000');
    await expect(movements.getByRole('listitem').first()).toContainText('Balance 19,000');
    await expect(movements.getByRole('listitem').nth(1)).toContainText('Granted');
    await expect(movements.getByRole('listitem').nth(1)).toContainText('+20,000');
  });

  await test.step('an item link opens its dialog; the back button closes it and keeps the shelf', async () => {
    await page.getByRole('button', { name: 'Details of $10 cash voucher' }).click();
    await expect(page).toHaveURL(/category=cash&item=/);
    const link = page.url();
    await page
      .getByRole('dialog', { name: '$10 cash voucher' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page).not.toHaveURL(/item=/);
    await site.open(new URL(link).pathname + new URL(link).search);
    const dialog = page.getByRole('dialog', { name: '$10 cash voucher' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1,000 points', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/pointMall\?category=cash$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Cash' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('convert 2,000 points after the preview: the header balance moves by $20.00', async () => {
    const before = minorOf(await player.balance.innerText());
    const convert = page.getByRole('region', { name: 'Convert points to cash' });
    const field = convert.getByRole('textbox', { name: 'Points to convert' });
    await field.fill('2000');
    await expect(
      convert.getByText('2,000 points pay $20.00 into your main wallet.').first(),
    ).toBeVisible();
    await convert.getByLabel(/^Withdrawal password/).fill('246810');
    await convert.getByRole('button', { name: 'Convert' }).click();
    await expect(
      convert.getByText('Done: 2,000 points became $20.00 in your main wallet.'),
    ).toBeVisible();
    await expect.poll(async () => minorOf(await player.balance.innerText())).toBe(before + 2_000);
    await expect(pointsBalance).toHaveText('17,000');
    const movements = page.getByRole('list', { name: 'Points history' });
    await expect(movements.getByRole('listitem').first()).toContainText('Converted to cash');
    await expect(movements.getByRole('listitem').first()).toContainText('−2,000');
  });
});
