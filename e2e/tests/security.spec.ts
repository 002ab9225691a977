import { apiLoginTicket, field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

// The security controls (docs/security.md) where the browser matters: the remember-me cookie,
// login by ticket, the offline header. (The password guard runs for every spec:
// fixtures/passwordGuard.ts.)

test.describe('remember me', () => {
  test('remembers the username only, and sign-out keeps nothing else', async ({
    site,
    player,
    page,
    context,
  }) => {
    await site.open('/index');
    await player.openLogin();
    await field(player.loginDialog, 'Username').fill('demo');
    await field(player.loginDialog, 'Password').fill('Demo1234!');
    await player.loginDialog.getByRole('checkbox', { name: 'Remember username' }).check();
    await player.loginDialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await player.expectLoggedIn();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth_remember');

    await player.logout();
    await player.openLogin();
    await expect(field(player.loginDialog, 'Username')).toHaveValue('demo');
    await expect(field(player.loginDialog, 'Password')).toHaveValue('');
    await expect(
      player.loginDialog.getByRole('checkbox', { name: 'Remember username' }),
    ).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('deletes the old remember-password cookie at start', async ({ site, context, baseURL }) => {
    await context.addCookies([
      { name: 'auth_remember', value: 'old.sealed-password', url: baseURL ?? '' },
    ]);
    await site.open('/index');
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .not.toContain('auth_remember');
  });
});

test.describe('login by URL', () => {
  test('a spent ticket logs nobody in and opens the login popup', async ({
    site,
    player,
    page,
    request,
  }) => {
    const ticket = await apiLoginTicket(request, 'demo', 'Demo1234!');
    // Someone else already used the link.
    await request.post('/wps/session/ticket/exchange', { data: { ticket } });
    await site.open(`/index?token=${ticket}`);
    await expect(player.loginDialog).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('asks a visitor before a link signs them in, and leaves them out when it is not their account', async ({
    site,
    page,
    request,
  }) => {
    // An attacker mints a ticket of their own account (server to server: no Origin needed)
    // and sends the visitor the link.
    const ticket = await apiLoginTicket(request, 'vip', 'Vip12345!');
    await site.open(`/index?token=${ticket}`);
    const prompt = page.getByRole('dialog', { name: 'Log in as vi***?' });
    await expect(prompt).toContainText('Continue only if it is yours');
    await expect(prompt).not.toContainText('vip ');
    await prompt.getByRole('button', { name: 'Not my account' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('asks before a link replaces the open session, and keeps it when told to', async ({
    site,
    player,
    page,
    request,
  }) => {
    await site.open('/index');
    await player.login('demo', 'Demo1234!');
    await player.expectLoggedIn();
    const before = await page.evaluate(() => sessionStorage.getItem('token'));
    const ticket = await apiLoginTicket(request, 'vip', 'Vip12345!');
    await site.open(`/index?token=${ticket}`);
    const prompt = page.getByRole('dialog', { name: 'Switch account?' });
    await expect(prompt).toContainText('logs in as vip');
    await prompt.getByRole('button', { name: 'Stay in this account' }).click();
    await expect(prompt).toHaveCount(0);
    await player.expectLoggedIn();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(before);
  });
});

test('the header says the site is offline instead of a stale balance, and recovers', async ({
  site,
  player,
  page,
}) => {
  await page.clock.install();
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await expect(player.balance).toHaveText(/\d+\.\d\d/);

  await test.step('the platform goes down', async () => {
    await page.route('**/wps/**', (route) => route.abort('connectionrefused'));
    await page.clock.fastForward('00:31');
    await expect(page.getByRole('banner').getByText('Offline — reconnecting…')).toBeVisible();
    await expect(player.balance).not.toHaveText(/\d+\.\d\d/);
  });

  await test.step('it comes back', async () => {
    await page.unroute('**/wps/**');
    await page.clock.fastForward('00:06');
    await expect(page.getByRole('banner').getByText('Offline — reconnecting…')).toHaveCount(0);
    await expect(player.balance).toHaveText(/\d+\.\d\d/);
  });
});
