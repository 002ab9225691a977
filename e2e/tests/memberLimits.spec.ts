import { type APIRequestContext } from '@playwright/test';

import { apiLogin, field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a bank-transfer order through the API; answers the HTTP status. */
const depositStatus = async (request: APIRequestContext, token: string, amount: number) =>
  (
    await request.post('/wps/member/deposit/orders', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `limit-${Date.now()}` },
      data: { channelId: 'bank-kbank', amount, payerName: 'Test Player' },
    })
  ).status();

test('a deposit over the player’s own limit is refused; raising the limit waits 24 hours', async ({
  site,
  page,
  player,
  ops,
  request,
}) => {
  const account = await ops.createPlayer();
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  await site.open('/index?mc=responsibleGaming');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const token = await apiLogin(request, account.username, account.password);

  await test.step('a daily deposit limit of 1,000 applies at once', async () => {
    await field(centre, 'Daily deposit limit').fill('1000');
    await centre.getByRole('button', { name: 'Save limits' }).click();
    await expect(centre.getByText('Your limits are saved and apply now.')).toBeVisible();
  });

  await test.step('a deposit of 1,500 is refused on the page and by the platform', async () => {
    await centre.getByRole('link', { name: 'Deposit' }).click();
    await centre.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
    await field(centre, 'Amount').fill('1500');
    await field(centre, 'Payer name').fill('Test Player');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(centre.getByText(/over your own deposit limit/)).toBeVisible();
    expect(await depositStatus(request, token, 150_000)).toBe(403);
  });

  await test.step('raising it to 5,000 is pending for 24 hours', async () => {
    await centre.getByRole('link', { name: 'Responsible gaming' }).click();
    await field(centre, 'Daily deposit limit').fill('5000');
    await centre.getByRole('button', { name: 'Save limits' }).click();
    await expect(
      centre.getByText(/a higher or removed limit applies at the time shown/),
    ).toBeVisible();
    await expect(centre.getByText(/Changes to .*5,000\.00 on/)).toBeVisible();
    expect(await depositStatus(request, token, 150_000)).toBe(403);
  });

  await test.step('a day later the higher limit applies', async () => {
    await ops.advanceClock(DAY_MS + 60_000);
    expect(await depositStatus(request, token, 150_000)).toBe(200);
  });
});

test('a reality check reminds the player how long they have played, on any page', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  // The session starts at the real time (the platform's dev clock only moves its limits): the
  // browser's clock starts there too and is moved by hand from here.
  await page.clock.install();
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  await site.open('/index?mc=responsibleGaming');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await field(centre, 'Reality check every (minutes)').fill('5');
  await centre.getByRole('button', { name: 'Save limits' }).click();
  await expect(centre.getByText('Your limits are saved and apply now.')).toBeVisible();
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toHaveCount(0);

  // On another page the reminder loads once the page is idle and asks for the limits; only
  // then does the time move (moving it while remotes load would time them out).
  const limitsRead = page.waitForResponse('**/wps/member/responsible-gaming');
  await site.open('/rng');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await limitsRead;
  const reminder = page.getByRole('dialog', { name: 'Reality check' });
  // Ten seconds at a time, so the check is met at its minute whenever the page scheduled it.
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(reminder).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 60_000, intervals: [0] });
  await expect(reminder.getByRole('status')).toContainText(/logged in for 5 min/);
  await reminder.getByRole('button', { name: 'Review my limits' }).click();
  await expect(reminder).toHaveCount(0);
  await expect(centre.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
});
