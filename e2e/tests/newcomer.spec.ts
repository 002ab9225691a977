import { field, uniqueMobile, uniqueUsername } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

/**
 * A newcomer's first minute on a fresh start of the demo brand: registration through
 * the real human verification, solved by this browser (no bypass), and a phone registration
 * whose SMS code is read from the platform's local inbox page, as a person would.
 */

// Two proofs of work (the SMS and the registration) on a shared 2-core machine.
test.setTimeout(120_000);

test('a new visitor registers with a username through the verification and lands logged in', async ({
  site,
  player,
  page,
}) => {
  const username = uniqueUsername();
  await site.open('/index');
  // The header's button opens the registration popup.
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Registration' });
  await expect(form).toBeVisible();
  await test.step('the username form asks for no phone, code or picture', async () => {
    await expect(field(form, 'Username')).toBeVisible();
    await expect(field(form, 'Mobile number')).toHaveCount(0);
    await expect(field(form, 'Verification code')).toHaveCount(0);
    await expect(form.getByRole('img', { name: 'Captcha image' })).toHaveCount(0);
  });
  await test.step('the verification works in the background and says so', async () => {
    await expect(
      form.getByRole('status').filter({ hasText: 'Verified: you are human.' }),
    ).toBeVisible({
      timeout: 30_000,
    });
  });
  await field(form, 'Username').fill(username);
  await field(form, 'Password').fill('Secret12!');
  await field(form, 'Confirm password').fill('Secret12!');
  const registered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wps/member/register',
  );
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  expect((await registered).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  await player.expectLoggedIn();
});

test('a second visitor registers with a phone, reading the SMS code in the local inbox', async ({
  site,
  player,
  page,
}) => {
  const mobile = uniqueMobile();
  await site.open('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByRole('tab', { name: 'Mobile number' }).click();
  await field(form, 'Mobile number').fill(mobile);
  const sent = await player.requestSmsCode(form);
  expect(sent.status()).toBe(200);
  await expect(form.getByRole('button', { name: /Code sent/ })).toBeDisabled();

  const code = await test.step('read the code where the registration page says it is', () =>
    player.smsCodeFromInbox(form, `+66${mobile}`));
  expect(code).toMatch(/^\d{6}$/);
  await field(form, 'Verification code').fill(code);
  await field(form, 'Password').fill('Secret12!');
  await field(form, 'Confirm password').fill('Secret12!');
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your account' });
  await expect(confirm).toContainText(mobile);
  await confirm.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible({
    timeout: 30_000,
  });
  await player.expectLoggedIn();
});
