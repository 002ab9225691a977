import { createPlayerWithEmail, resetLinkMailedTo } from '../fixtures/mailbox';
import { field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

test('forgot password by email: the mailed link sets a new password that logs in', async ({
  site,
  player,
  page,
  request,
}) => {
  const account = await createPlayerWithEmail(request);

  await test.step('ask for the mail in the forgot-password dialog', async () => {
    await site.open('/index');
    await player.openLogin();
    await player.loginDialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await field(forgot, 'Username').fill(account.username);
    await field(forgot, 'Email').fill(account.email);
    await forgot.getByRole('button', { name: 'Submit' }).click();
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await expect(sent).toContainText('It works once, for 30 minutes.');
    await sent.getByRole('button', { name: 'OK', exact: true }).click();
  });

  const link = await resetLinkMailedTo(request, account.email);

  await test.step('open the link and set the new password', async () => {
    // The link names the site the player asked from; the run's own origin opens it.
    await page.goto(`${link.pathname}${link.search}`);
    const reset = page.getByRole('form', { name: 'Set a new password' });
    await field(reset, 'New password').fill('Renewed123!');
    await field(reset, 'Confirm new password').fill('Renewed123!');
    await reset.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Your new password is set.');
  });

  await test.step('log in with the new password', async () => {
    const form = page.getByRole('form', { name: 'Login' });
    await field(form, 'Username').fill(account.username);
    await field(form, 'Password').fill('Renewed123!');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await player.expectLoggedIn();
  });

  await test.step('the same link does not work twice', async () => {
    await page.goto(`${link.pathname}${link.search}`);
    const reset = page.getByRole('form', { name: 'Set a new password' });
    await field(reset, 'New password').fill('Another123!');
    await field(reset, 'Confirm new password').fill('Another123!');
    await reset.getByRole('button', { name: 'Save the new password' }).click();
    await expect(reset.getByRole('alert')).toContainText('expired or was already used');
    await expect(reset.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  });
});
