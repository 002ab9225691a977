import { type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

import { apiLogin, field, type Player } from '../fixtures/player';
import { expect, type Site, test } from '../fixtures/site';

/** Logs a player in on the home page and opens the member centre at a page. */
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

/** The player's session token, for calls a test makes on the side. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

/** A tiny valid PNG (1×1), as a phone's screenshot of a bank statement would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a bank-transfer deposit approved by ops is credited and the header balance moves', async ({
  site,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const centre = await openCentre(site, player, account, 'depositv2');
  await expect(player.balance).toHaveText(/0\.00/);

  await test.step('the page links the deposit tutorial of the help centre', async () => {
    await expect(centre.getByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'href',
      '/help#deposit-guide',
    );
  });

  await test.step('the receipt picker: limits shown, a wrong file refused, preview, remove', async () => {
    await centre.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
    const picker = centre.getByRole('group', { name: /^Payment receipt/ });
    await expect(picker.getByText('One PNG or JPEG image of at most 5 MB.')).toBeVisible();
    const input = picker.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'statement.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really an image'),
    });
    await expect(picker.getByRole('alert')).toHaveText('statement.png is not a PNG or JPEG image.');
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(picker.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await expect(picker.getByRole('alert')).toHaveCount(0);
    // One receipt at most: the chooser waits until this one is removed.
    await expect(input).toBeDisabled();
    await picker.getByRole('button', { name: 'Remove receipt.png' }).click();
    await expect(picker.getByRole('img')).toHaveCount(0);
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(picker.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  });

  await test.step('the player opens a bank-transfer order and sees where to pay at once', async () => {
    await field(centre, 'Amount').fill('500');
    await field(centre, 'Payer name').fill('Test Player');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
    const order = centre.getByRole('group', { name: /^Order / });
    await expect(order).toBeFocused();
    // Brought into view from the bottom of the form, not left scrolled down at the history.
    await expect(order.getByText('123-4-56789-0')).toBeInViewport();
    await expect(order.getByRole('button', { name: 'Copy Reference' })).toBeInViewport();
  });

  await test.step('ops approve it: the wallet and the header move at once', async () => {
    await ops.approveDeposit(account.username);
    await expect(player.balance).toHaveText(/500\.00/);
    await expect(centre.getByText(/Credited: .*500\.00 is in your wallet\./)).toBeVisible();
  });
});

test('a QR deposit is paid on the provider page and credited', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const centre = await openCentre(site, player, account, 'depositv2');
  await centre
    .getByRole('radio', { name: /PromptPay QR/ })
    .first()
    .check();
  await field(centre, 'Amount').fill('300');
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(centre.getByRole('img', { name: 'QR code of the payment page' })).toBeVisible();

  const [provider] = await Promise.all([
    page.waitForEvent('popup'),
    centre.getByRole('link', { name: /Open payment page/ }).click(),
  ]);
  await provider.getByRole('button', { name: 'Pay now' }).click();
  await expect(provider.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await provider.close();

  await expect(centre.getByText(/Credited: .* is in your wallet\./)).toBeVisible();
  await expect(player.balance).not.toHaveText(/^\D*0\.00$/);
});

test('a forged or replayed provider callback changes nothing', async ({ request, ops }) => {
  const account = await ops.createPlayer();
  const token = await apiLogin(request, account.username, account.password);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/wps/member/deposit/orders', {
    headers: { ...auth, 'Idempotency-Key': `forged-${account.username}` },
    data: { channelId: 'qr-promptpay', amount: 30_000 },
  });
  expect(created.ok()).toBeTruthy();
  const order = ((await created.json()) as { value: { reference: string; amount: number } }).value;

  const forged = await request.post('/wps/payment/notify', {
    data: {
      notificationId: `forged${Date.now()}`,
      reference: order.reference,
      amount: order.amount,
      currency: 'THB',
      status: 'paid',
      sentAt: Date.now(),
      signature: '0'.repeat(64),
    },
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);

  const history = await request.get('/wps/member/deposit/orders', { headers: auth });
  const list = ((await history.json()) as { value: { list: { status: string }[] } }).value.list;
  expect(list[0]?.status).toBe('pending');
  const balance = await request.get('/wps/member/wallets', { headers: auth });
  expect(JSON.stringify(await balance.json())).not.toContain('"balance":30000');
});

test('a withdrawal: wrong password refused, then approved, disbursed and confirmed partly received with proof', async ({
  site,
  page,
  player,
  ops,
  request,
}) => {
  const account = await ops.createPlayer({
    payeeName: 'Test Player',
    withdrawalPassword: '135790',
  });
  await ops.credit(account.username, 200_000);
  const centre = await openCentre(site, player, account, 'withdraw');
  const bound = await request.post('/wps/member/payout-accounts', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      type: 'bank',
      provider: 'KBANK',
      accountNumber: '1234567890',
      payeeName: 'Test Player',
    },
  });
  expect(bound.ok(), await bound.text()).toBeTruthy();
  await page.reload();

  await test.step('a wrong withdrawal password is refused at its field', async () => {
    await centre.getByRole('radio', { name: /Kasikorn Bank/ }).check();
    await field(centre, 'Amount').fill('500');
    await field(centre, 'Withdrawal password').fill('000000');
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await centre.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(centre.getByText('The withdrawal password is not correct')).toBeVisible();
    await expect(player.balance).toHaveText(/2,000\.00/);
  });

  await test.step('the right password holds the amount', async () => {
    await field(centre, 'Withdrawal password').fill('135790');
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await centre.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(centre.getByText(/Withdrawal .* requested/)).toBeVisible();
    await expect(player.balance).toHaveText(/1,500\.00/);
  });

  await test.step('ops approve and disburse; the player answers partly received with proof', async () => {
    const item = await ops.approveAndDisburseWithdrawal(account.username);
    await page.reload();
    const question = centre.getByRole('form', { name: `Confirm receipt of ${item.reference}` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Partly received' }).click();
    await field(question, 'Amount received').fill('300');
    // The image picker's file input is its "Choose" button (shared-ui image picker).
    await question
      .getByRole('button', { name: /^Proof of the amount received/ })
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await expect(question.getByRole('img', { name: 'statement.png' })).toBeVisible();
    await question.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(centre.getByText(/\$197\.50 is missing and under review/)).toBeVisible();
  });
});

test('two-factor login: turned on with an authenticator code, then asked at login', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const centre = await openCentre(site, player, account, 'securityCenter');
  // The platform's clock may have been moved ahead by another test: codes follow it.
  const now = await ops.advanceClock(0);
  const codeAt = (secret: string, timestamp: number) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

  let secret = '';
  await test.step('turn it on in My account', async () => {
    await centre.getByRole('tab', { name: 'Two-factor login' }).click();
    await centre.getByRole('button', { name: 'Turn on two-factor login' }).click();
    await expect(
      centre.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    secret = ((await centre.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
    await field(centre, 'Authenticator code').fill(codeAt(secret, now));
    await centre.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(centre.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await centre.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  });

  await test.step('the next login asks for the code', async () => {
    await page.keyboard.press('Escape');
    await player.logout();
    await player.login(account.username, account.password);
    const step = player.loginDialog.getByRole('form', { name: 'Two-step verification' });
    await expect(step).toBeVisible();
    // A code is good once: the next one (30 s on) is within the platform's window of one step.
    await field(step, 'Authenticator code').fill(codeAt(secret, now + 30_000));
    await step.getByRole('button', { name: 'Verify and log in' }).click();
    await player.expectLoggedIn();
  });
});
