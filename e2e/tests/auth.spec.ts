import { apiLogin, apiLoginTicket, field, uniqueMobile, uniqueUsername } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

test('a player logs in, sees the balance and signs out after confirming', async ({
  site,
  player,
  page,
}) => {
  await site.open('/index');
  // The page stays on screen through the login: its frame is not taken down and built again
  // (it was, for a frame, on the way through '/': a blank page behind the closing dialog).
  const frame = await page.evaluateHandle(() => [
    document.querySelector('header'),
    document.querySelector('main'),
  ]);
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await expect(page).toHaveURL(/\/index$/);
  expect(await frame.evaluate((parts) => parts.map((part) => part?.isConnected))).toEqual([
    true,
    true,
  ]);
  await expect(player.balance).toHaveText(/\d+\.\d\d/);
  await player.logout();
});

test('a wrong password is refused; after three the verification runs by itself, no picture', async ({
  site,
  player,
  page,
  ops,
}) => {
  // An account of its own: its failures count against the account for a while (ADR 0022), and a
  // seeded account other specs sign in with through the API would need the human check too.
  const account = await ops.createPlayer();
  await site.open('/index');
  await player.openLogin();
  const dialog = player.loginDialog;
  await field(dialog, 'Username').fill(account.username);
  await test.step('three wrong passwords, each refused', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await field(dialog, 'Password').fill(`Wrong${attempt}!pass`);
      expect((await player.submitLogin()).status()).toBe(401);
      await expect(dialog.getByRole('alert')).toHaveText('Wrong username or password');
    }
  });
  // The demo brand shows no picture: the proof of work is solved in the page while the player
  // types the password again (one human check, ADR 0022).
  await expect(dialog.locator('[data-human-check="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toHaveCount(0);
  await field(dialog, 'Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await player.expectLoggedIn();
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
});

test('a non-member account is refused with the platform message', async ({ site, player }) => {
  await site.open('/index');
  await player.login('nonmember', 'Member1234!');
  await expect(player.loginDialog.getByRole('alert')).toContainText(
    'Non-member accounts cannot log in',
  );
});

test('registers with a username on the registration page', async ({ site, player, page }) => {
  const username = uniqueUsername();
  await site.open('/register');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Registration' });
  await test.step('an invalid username gets its pattern message', async () => {
    await field(form, 'Username').fill('1bad');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(form.getByText(/letter/i).first()).toBeVisible();
  });
  await test.step('fill every required field', async () => {
    await field(form, 'Username').fill(username);
    await field(form, 'Password').fill('Secret12!');
    await field(form, 'Confirm password').fill('Secret12!');
  });
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  await player.expectLoggedIn();
  await expect(page).toHaveURL(/\/index$/);
});

test('logs in with an SMS code read in the local inbox', async ({ site, player }) => {
  // The code is sent after the browser's proof of work and read in a second tab.
  test.slow();
  await site.open('/index');
  await player.openLogin();
  const dialog = player.loginDialog;
  await dialog.getByRole('tab', { name: 'SMS' }).click();
  await field(dialog, 'Mobile number').fill('0812345678');
  await player.requestSmsCode(dialog);
  await expect(dialog.getByRole('button', { name: /Code sent/ })).toBeDisabled();
  await field(dialog, 'Verification code').fill(
    await player.smsCodeFromInbox(dialog, '+660812345678'),
  );
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await player.expectLoggedIn();
});

test('forced password change for the default password 123456', async ({ site, player, page }) => {
  await site.open('/index');
  await player.login('changeme', '123456');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await field(change, 'New password').fill('Changed12!');
  await field(change, 'Confirm new password').fill('Changed12!');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(player.loginDialog.getByRole('status')).toHaveText(
    'Your password has been changed. Please log in again with the new password.',
  );
  await field(player.loginDialog, 'Username').fill('changeme');
  await field(player.loginDialog, 'Password').fill('Changed12!');
  await player.loginDialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await player.expectLoggedIn();
});

test('forgot password by email confirms the request', async ({ site, player, page }) => {
  await site.open('/index');
  await player.openLogin();
  await player.loginDialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await field(forgot, 'Username').fill('demo');
  await field(forgot, 'Email').fill('demo@example.com');
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible();
});

test('free play starts a trial session with a demo balance', async ({ site, player, page }) => {
  await site.open('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
  await player.expectLoggedIn();
  await expect(player.balance).toContainText('2,000.00');
});

test('a login ticket in the URL logs the player in and leaves the address bar', async ({
  site,
  player,
  page,
  request,
}) => {
  const ticket = await apiLoginTicket(request, 'demo', 'Demo1234!');
  await site.open(`/promotions?token=${ticket}`);
  // The visitor confirms the account the link carries (against login CSRF).
  const prompt = page.getByRole('dialog', { name: 'Log in as de***?' });
  await prompt.getByRole('button', { name: 'Continue as de***' }).click();
  await player.expectLoggedIn();
  await expect(page).toHaveURL(/\/promotions$/);
  // The ticket was exchanged for a session of its own: it is never the session token.
  const stored = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(ticket);
});

test('a session ended elsewhere brings the login popup with the reason at once', async ({
  site,
  player,
  page,
}) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  // The same session ends elsewhere (another tab signs out): the live balance channel hears it.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const ended = await page.request.delete('/wps/session/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ended.ok()).toBeTruthy();
  await expect(player.loginDialog).toContainText('Your session has ended. Please log in again.');
  await player.expectGuest();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a stored session that ended meanwhile brings the login popup on the next visit', async ({
  site,
  player,
  page,
  request,
}) => {
  const token = await apiLogin(request, 'demo', 'Demo1234!');
  await request.delete('/wps/session/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.addInitScript((stale) => sessionStorage.setItem('token', stale), token);
  await site.open('/index');
  await expect(player.loginDialog).toContainText('Your session has ended. Please log in again.');
  await player.expectGuest();
});

test('the header balance moves live when the ledger moves', async ({ site, player, outbox }) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await expect(player.balance).toHaveText(/\d/);
  const before = Number((await player.balance.textContent())?.replace(/[^\d.]/g, ''));
  await outbox.credit('demo', 12_345, `e2e-live-${Date.now()}`);
  await expect
    .poll(async () => Number((await player.balance.textContent())?.replace(/[^\d.]/g, '')))
    .toBeCloseTo(before + 123.45, 2);
});

test('registers in the modal with a mobile number after confirming the generated account', async ({
  site,
  player,
  page,
}) => {
  test.slow(); // a proof of work, then the code read in a second tab
  const mobile = uniqueMobile();
  await site.open('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await field(dialog, 'Mobile number').fill(mobile);
  await player.requestSmsCode(dialog);
  await field(dialog, 'Verification code').fill(
    await player.smsCodeFromInbox(dialog, `+66${mobile}`),
  );
  await field(dialog, 'Password').fill('Secret12!');
  await field(dialog, 'Confirm password').fill('Secret12!');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your account' });
  await expect(confirm).toContainText(mobile);
  await confirm.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  await player.expectLoggedIn();
});

test('resets a forgotten password by phone and is logged in', async ({ site, player, page }) => {
  test.slow(); // a proof of work, then the code read in a second tab
  await site.open('/index');
  await player.openLogin();
  await player.loginDialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'Mobile number' }).click();
  // changeme's number: the seeded account whose password the tests change anyway (agent01's
  // would lock the agent centre's tests out with a new password).
  await field(forgot, 'Mobile number').fill('0834567890');
  await player.requestSmsCode(forgot);
  await field(forgot, 'Verification code').fill(
    await player.smsCodeFromInbox(forgot, '+660834567890'),
  );
  await field(forgot, 'New password').fill('Reset1234!');
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await player.expectLoggedIn();
});

test('an unknown invitation code stops registration with the invitation warning', async ({
  site,
  player,
  page,
}) => {
  await site.open('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  await field(form, 'Username').fill(uniqueUsername());
  await field(form, 'Password').fill('Secret12!');
  await field(form, 'Confirm password').fill('Secret12!');
  await field(form, 'Invitation code').fill('NOSUCH99');
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('Invalid invitation code');
  await warning.getByRole('button', { name: 'OK' }).click();
  await player.expectGuest();
});
