import { reportDayOf } from 'shared-contracts';

import { expect, test } from '../fixtures/site';
import { valueInRow } from '../fixtures/tables';

test('an in-house round shows in the betting record and the account record with the same amounts', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  await ops.credit(account.username, 100_000);
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();

  await site.open('/inhouse');
  await page
    .getByRole('button', { name: /^Play .*Slot/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game/);
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#message')).not.toBeEmpty();

  // The platform's report day (other tests may have moved its clock ahead of this browser's).
  const day = reportDayOf(await ops.advanceClock(0));
  const centre = page.getByRole('dialog', { name: 'Member centre' });

  let stake = '';
  let payout = '';
  await test.step('the betting record lists the round once, with its stake and payout', async () => {
    await site.open(`/index?mc=personalHistoryCopy&betFrom=${day}&betTo=${day}`);
    const table = centre.getByRole('table', { name: 'Bets (1 in all)' });
    await expect(table).toBeVisible();
    const row = table.getByRole('row').nth(1);
    stake = await valueInRow(table, row, 'Stake');
    payout = await valueInRow(table, row, 'Payout');
    expect(stake).toMatch(/^\$\d/);
    expect(payout).toMatch(/^\$\d/);
  });

  await test.step('the account record shows the same stake out and payout in', async () => {
    await site.open(`/index?mc=transactionHistory&txFrom=${day}&txTo=${day}`);
    const table = centre.getByRole('table', { name: /^Account movements/ });
    await expect(table).toBeVisible();
    const bet = table.getByRole('row').filter({ hasText: 'Bet' });
    await expect(bet).toHaveCount(1);
    await expect(bet).toContainText(`-${stake}`);
    if (payout !== '$0.00') {
      const paid = table.getByRole('row').filter({ hasText: 'Payout' });
      await expect(paid).toHaveCount(1);
      await expect(paid).toContainText(`+${payout}`);
    }
  });
});
