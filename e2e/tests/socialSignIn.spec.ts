import { field, uniqueUsername } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

// Google and Facebook sign-in end to end: the site, the Firebase SDK, the Firebase Auth
// emulator (started by the run, see playwright.config.ts) and the platform's token checks.

test('Google sign-in registers a new account, then logs the same account in directly', async ({
  site,
  player,
  social,
  page,
}) => {
  await site.open('/index');
  const username = uniqueUsername();
  let account = { email: '', displayName: '' };

  await test.step('sign in with a new Google account: the site asks to link or register', async () => {
    await player.openLogin();
    account = await social.signInAsNewAccount(
      player.loginDialog.getByRole('button', { name: 'Sign in with Google' }),
    );
    const dialog = page.getByRole('dialog', { name: 'Link your Google account' });
    await expect(dialog).toContainText(account.email);
    await expect(dialog).toContainText('it cannot be changed or unlinked');
    await expect(player.loginDialog).toHaveCount(0);
  });

  await test.step('register a new account and confirm', async () => {
    await page.getByRole('button', { name: 'Create a new account' }).click();
    const form = page.getByRole('dialog', { name: 'Create a new account' });
    await field(form, 'Username').fill(username);
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the link' });
    await expect(confirm).toContainText(`A new member account ${username} will be created`);
    await confirm.getByRole('button', { name: 'Confirm and create account' }).click();
    await player.expectLoggedIn();
    await expect(page).toHaveURL(/\/(index)?$/);
    expect(await page.evaluate(() => Object.keys(window.sessionStorage).length)).toBeGreaterThan(0);
  });

  await player.logout();

  await test.step('the same Google account logs in at once, without the choice', async () => {
    await player.openLogin();
    await social.signInAs(
      player.loginDialog.getByRole('button', { name: 'Sign in with Google' }),
      account,
    );
    await player.expectLoggedIn();
    await expect(page.getByRole('dialog', { name: 'Link your Google account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The new account's nickname is the Google display name.
    await expect(page.getByRole('banner')).toContainText(account.displayName);
  });
});

test('a Google account is linked to the existing demo account after a wrong password', async ({
  site,
  player,
  social,
  page,
}) => {
  await site.open('/index');
  await player.openLogin();
  await social.signInAsNewAccount(
    player.loginDialog.getByRole('button', { name: 'Sign in with Google' }),
  );
  await page.getByRole('button', { name: 'Link to my existing account' }).click();
  const form = page.getByRole('dialog', { name: 'Link to an existing account' });

  await test.step('a wrong password is refused with the login message', async () => {
    await field(form, 'Username').fill('demo');
    await field(form, 'Password').fill('Wrong1234!');
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the link' });
    await expect(confirm).toContainText('will be linked to the member account demo');
    await confirm.getByRole('button', { name: 'Confirm and link' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong username or password');
  });

  await test.step('the right password links and logs in', async () => {
    await field(form, 'Password').fill('Demo1234!');
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm and link' }).click();
    await player.expectLoggedIn();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('banner')).toContainText('Demo Player');
  });
});

test('Facebook sign-in goes through the emulator the same way', async ({
  site,
  player,
  social,
  page,
}) => {
  await site.open('/index');
  await player.openLogin();
  const account = await social.signInAsNewAccount(
    player.loginDialog.getByRole('button', { name: 'Sign in with Facebook' }),
  );
  const dialog = page.getByRole('dialog', { name: 'Link your Facebook account' });
  await expect(dialog).toContainText(account.email);
  await page.getByRole('button', { name: 'Create a new account' }).click();
  await field(page.getByRole('dialog'), 'Username').fill(uniqueUsername());
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await player.expectLoggedIn();
});
