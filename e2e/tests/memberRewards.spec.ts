import { expect, test } from '../fixtures/site';

/** Minor units of a money text of the demo brand ("$1,234.56" gives 123456). */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('demo claims a reward once, even when the answer is lost, and the header balance moves by its amount', async ({
  site,
  page,
  player,
}) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await expect(player.balance).toHaveText(/\d/);
  const before = minorOf(await player.balance.innerText());

  await site.open('/index?mc=rewardCenter');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const claimable = centre.getByRole('list', { name: 'Rewards you can claim' });
  const button = claimable.getByRole('button', { name: /^Claim / }).first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const [, name = '', amountText = ''] = /^Claim (.+) of (\S+)$/.exec(label) ?? [];
  expect(name).not.toBe('');
  const amount = minorOf(amountText);
  expect(amount).toBeGreaterThan(0);

  await test.step('the first answer is lost after the platform paid: the retry replays it', async () => {
    let dropped = false;
    await page.route('**/wps/member/rewards/claim', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch(); // the platform credits the reward...
      await route.abort('connectionreset'); // ...and the answer never arrives
    });
    await button.click();
    await expect(
      centre.getByText('The connection failed. Check your network and try again.'),
    ).toBeVisible();
    await centre.getByRole('button', { name: label }).click();
    await expect(
      centre.getByText(`${amountText} is in your main wallet.`, { exact: false }),
    ).toBeVisible();
    await page.unroute('**/wps/member/rewards/claim');
  });

  await test.step('the header balance moved by the amount, once', async () => {
    await expect.poll(async () => minorOf(await player.balance.innerText())).toBe(before + amount);
    await expect(centre.getByRole('button', { name: label })).toHaveCount(0);
  });

  await test.step('the history shows it claimed; reopening the centre does not pay again', async () => {
    const history = centre.getByRole('list', { name: 'Reward history' });
    await expect(history.getByRole('listitem').first()).toContainText(name);
    await expect(history.getByRole('listitem').first()).toContainText('Claimed');
    await site.open('/index?mc=rewardCenter');
    await expect(centre.getByRole('list', { name: 'Reward history' })).toBeVisible();
    expect(minorOf(await player.balance.innerText())).toBe(before + amount);
  });

  await test.step('bonus details shows the new bonus with its wagering', async () => {
    await site.open('/index?mc=bonusDetails');
    const bonuses = centre.getByRole('list', { name: 'Bonuses' });
    const newest = bonuses.getByRole('listitem').first();
    await expect(newest).toContainText(name);
    await expect(newest).toContainText(amountText);
    await expect(newest.getByRole('progressbar', { name: `Wagering of ${name}` })).toBeVisible();
  });
});
