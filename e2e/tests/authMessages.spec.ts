import type { Page } from '@playwright/test';

import {
  type DevOutbox,
  expectFieldError,
  field,
  uniqueMobile,
  uniqueUsername,
} from '../fixtures/player';
import { expect, test } from '../fixtures/site';

// The SPEC section 8 messages the auth remote can raise, and the section 5 rule messages of its
// forms, each provoked the way a player would. The flows of auth.spec.ts are not repeated here.

const WRONG_CREDENTIALS = 'Wrong username or password';
const LOCKED = 'Too many requests, please try again after 5 minutes';
const EMPTY = 'Input cannot be empty';
const INVALID_MOBILE = 'Please enter a valid mobile number (8 - 15 digits)';
const CODE_REFUSED = 'Invalid or expired verification code, please request a new one';

/** Numbers of demo accounts (platform seed): an SMS code cannot be sent to register them. */
/**
 * Sends a registration code to `mobile` straight to the platform, so the site's own request for
 * it falls in the cooldown (the number's minute, or the address's second: the same refusal).
 */
const sendRegistrationCode = async (page: Page, outbox: DevOutbox, mobile: string) => {
  // The platform takes one SMS send per address per second: the test before may have sent one
  // a moment ago from this same address, so a refused send (which sent nothing) is tried again.
  await expect(async () => {
    const answer = await page.request.post('/wps/verification/sms/register', {
      // The site's form sends the brand's first dialling code, Thailand's, and a solved check.
      data: {
        mobileNo: mobile,
        countryDialingCode: '+66',
        humanCheck: await outbox.solvedHumanCheck('sms'),
      },
    });
    expect(answer.status()).toBe(200);
  }).toPass({ intervals: [500, 1_000], timeout: 10_000 });
};

/** Paths of the calls a page made to the platform, in order. */
const watchCalls = (page: Page, pattern: RegExp) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pattern.test(pathname)) seen.push(pathname);
  });
  return seen;
};

test.describe('login', () => {
  test('repeated failures: wrong credentials, the verification solved by itself after a reload, then the 5-minute lock', async ({
    site,
    player,
    page,
  }) => {
    test.slow(); // ten logins, seven of them after a proof of work solved in the page
    // A username of its own: the platform counts failures per username and address.
    const username = uniqueUsername();
    const dialog = player.loginDialog;
    const alert = dialog.getByRole('alert');
    const verified = dialog.locator('[data-human-check="ready"]');
    await site.open('/index');
    await player.openLogin();
    await field(dialog, 'Username').fill(username);

    await test.step('three wrong passwords, each refused, start the verification', async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await field(dialog, 'Password').fill(`Wrong${attempt}pass!`);
        expect((await player.submitLogin()).status()).toBe(401);
        await expect(alert).toHaveText(WRONG_CREDENTIALS);
      }
      await expect(verified).toBeVisible({ timeout: 30_000 });
    });

    await test.step('after a reload the platform asks for it; the form solves it and sends again', async () => {
      await page.reload();
      await player.openLogin();
      await expect(verified).toHaveCount(0);
      await field(dialog, 'Username').fill(username);
      await field(dialog, 'Password').fill('Wrong4pass!');
      expect((await player.submitLogin()).status()).toBe(400);
      // The retry with the solved check is refused for its password, as a person would expect.
      await expect(alert).toHaveText(WRONG_CREDENTIALS, { timeout: 30_000 });
      await expect(dialog.getByRole('img', { name: 'Captcha image' })).toHaveCount(0);
      await expect(field(dialog, 'Username')).toHaveValue(username);
      await expect(field(dialog, 'Password')).toHaveValue('Wrong4pass!');
    });

    await test.step('the tenth failure locks the username for 5 minutes', async () => {
      for (let failures = 5; failures <= 9; failures += 1) {
        await expect(verified).toBeVisible({ timeout: 30_000 });
        expect((await player.submitLogin()).status()).toBe(401);
        await expect(alert).toHaveText(WRONG_CREDENTIALS);
      }
      await expect(verified).toBeVisible({ timeout: 30_000 });
      const locked = await player.submitLogin();
      expect(locked.status()).toBe(429);
      expect(Number(await locked.headerValue('retry-after'))).toBeGreaterThan(290);
      await expect(alert).toHaveText(LOCKED);
    });
  });

  test('a lost connection says the network link is abnormal; retrying by keyboard logs in', async ({
    site,
    player,
    page,
  }) => {
    const dialog = player.loginDialog;
    await site.open('/index');
    await player.openLogin();
    await field(dialog, 'Username').fill('demo');
    await field(dialog, 'Password').fill('Demo1234!');
    await page.route('**/wps/session/login', (route) => route.abort('internetdisconnected'));
    const refused = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/wps/session/login'),
    );
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await refused;
    await expect(dialog.getByRole('alert')).toHaveText('Network link abnormal, please retry');
    await expect(field(dialog, 'Username')).toHaveValue('demo');
    await expect(field(dialog, 'Password')).toHaveValue('Demo1234!');

    await page.unroute('**/wps/session/login');
    await field(dialog, 'Password').press('Enter');
    await player.expectLoggedIn();
  });

  test('agent login refuses a player account', async ({ site, player, page }) => {
    await site.open('/login?agent=1');
    await expect(page.getByRole('heading', { name: 'Agent login', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Login' });
    await field(form, 'Username').fill('demo');
    await field(form, 'Password').fill('Demo1234!');
    expect((await player.submitLogin(form)).status()).toBe(403);
    await expect(form.getByRole('alert')).toHaveText('Non-agent accounts cannot log in');
    await player.expectGuest();
  });

  test('SMS login: a missing or invalid number, a missing or malformed code, and a wrong code', async ({
    site,
    player,
    page,
  }) => {
    const smsSends = watchCalls(page, /^\/wps\/verification\/sms\//);
    const dialog = player.loginDialog;
    await site.open('/index');
    await player.openLogin();
    await dialog.getByRole('tab', { name: 'SMS' }).click();
    const mobile = field(dialog, 'Mobile number');
    const code = field(dialog, 'Verification code');
    const logIn = dialog.getByRole('button', { name: 'Log in', exact: true });

    await test.step('nothing typed: both fields are asked for', async () => {
      await logIn.click();
      await expectFieldError(mobile, EMPTY);
      await expectFieldError(code, EMPTY);
    });

    await test.step('an invalid number is refused before any SMS is sent', async () => {
      await mobile.fill('08123');
      await dialog.getByRole('button', { name: 'Get code' }).click();
      await expectFieldError(mobile, INVALID_MOBILE);
      // Refused before anything goes out.
      expect(smsSends).toEqual([]);
    });

    await test.step('a code that is not digits is refused before logging in', async () => {
      await mobile.fill('0812345678');
      await code.fill('12ab');
      await logIn.click();
      await expectFieldError(code, 'Please enter a valid verification code');
      await expect(mobile).toHaveAccessibleDescription('');
    });

    await test.step('a code the platform never sent, or that expired, is refused', async () => {
      await code.fill('000000');
      expect((await player.submitLogin()).status()).toBe(401);
      await expect(dialog.getByRole('alert')).toHaveText(CODE_REFUSED);
      await expect(mobile).toHaveValue('0812345678');
      await expect(code).toHaveValue('000000');
      await player.expectGuest();
    });
    expect(smsSends).toEqual([]);
  });

  test('SMS login: asking again right after a reload says how many seconds to wait', async ({
    site,
    player,
    page,
  }) => {
    const mobile = uniqueMobile();
    const dialog = player.loginDialog;
    const askForCode = async () => {
      await player.openLogin();
      await dialog.getByRole('tab', { name: 'SMS' }).click();
      await field(dialog, 'Mobile number').fill(mobile);
      return player.requestSmsCode(dialog);
    };
    await site.open('/index');
    expect((await askForCode()).status()).toBe(200);
    // The code comes next: the focus goes there rather than staying on the locked button.
    await expect(field(dialog, 'Verification code')).toBeFocused();

    await page.reload();
    const again = await askForCode();
    expect(again.status()).toBe(429);
    const wait = Number(await again.headerValue('retry-after'));
    // Most of the minute is left (the second send waits for its proof of work first).
    expect(wait).toBeGreaterThan(20);
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning.getByRole('alert')).toHaveText(
      `Code sent, request again in ${wait} seconds`,
    );
    await page.keyboard.press('Escape');
    await expect(warning).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Get code' })).toBeFocused();
    await expect(field(dialog, 'Mobile number')).toHaveValue(mobile);
  });

  test('SMS login: the code goes out with the verification the browser solved, and no picture', async ({
    site,
    player,
    page,
  }) => {
    const mobile = uniqueMobile();
    const smsSends = watchCalls(page, /^\/wps\/verification\/sms\//);
    const dialog = player.loginDialog;
    await site.open('/index');
    await player.openLogin();
    await dialog.getByRole('tab', { name: 'SMS' }).click();
    await field(dialog, 'Mobile number').fill(mobile);
    await expect(dialog.getByRole('status').filter({ hasText: /human/ })).toBeVisible();
    const sent = await player.requestSmsCode(dialog);
    expect(sent.status()).toBe(200);
    expect(JSON.parse(sent.request().postData() ?? '{}').humanCheck).toMatch(/^[A-Za-z0-9+/=]+$/);
    await expect(page.getByRole('img', { name: 'Captcha image' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Code sent/ })).toBeDisabled();
    await expect(field(dialog, 'Verification code')).toBeFocused();
    expect(await player.smsCodeFromInbox(dialog, `+66${mobile}`)).toMatch(/^\d{6}$/);
    expect(smsSends).toHaveLength(1);
  });
});

test.describe('registration', () => {
  test('a refused SMS send shows the platform reason in a warning; OK by keyboard keeps the number', async ({
    site,
    player,
    outbox,
    page,
  }) => {
    await site.open('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await form.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = field(form, 'Mobile number');
    const getCode = form.getByRole('button', { name: 'Get code' });
    const number = uniqueMobile();
    // A code already went to this number: the platform refuses another within its cooldown.
    await sendRegistrationCode(page, outbox, number);
    await mobile.fill(number);
    expect((await player.requestSmsCode(form)).status()).toBe(429);

    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning.getByRole('alert')).toHaveText(
      /^Code sent, request again in \d+ seconds$/,
    );
    await expect(warning.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toHaveCount(0);
    await expect(getCode).toBeFocused();
    await expect(getCode).toBeEnabled();
    await expect(mobile).toHaveValue(number);
  });

  test('every field rule message, then the platform refusals, and nothing typed is lost', async ({
    site,
    player,
    page,
  }) => {
    const registrations = watchCalls(page, /^\/wps\/member\/register/);
    await site.open('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    const register = form.getByRole('button', { name: 'Register', exact: true });
    const typed: Record<string, string> = {
      Username: 'ab',
      Password: 'password',
      'Confirm password': 'Password1!',
      'Real name': 'Madonna',
      'LINE ID': 'my line',
      Email: 'player@',
    };
    const expectTypedKept = async () => {
      for (const [label, value] of Object.entries(typed)) {
        await expect(field(form, label)).toHaveValue(value);
      }
    };

    await test.step('the form checks every field with the brand rules before sending', async () => {
      for (const [label, value] of Object.entries(typed)) await field(form, label).fill(value);
      await register.click();
      // The first field to fix takes the focus, so its message is in view on a phone.
      await expect(field(form, 'Username')).toBeFocused();
      await expectFieldError(
        field(form, 'Username'),
        'Start with a letter, then letters or digits, 6 - 16 characters',
      );
      await expectFieldError(
        field(form, 'Password'),
        'Please fill in your password with 8 - 20 characters, including uppercase, lowercase, a digit and a symbol',
      );
      await expectFieldError(field(form, 'Confirm password'), 'The two entries do not match');
      await expectFieldError(
        field(form, 'Real name'),
        'Real name format is incorrect: first and last name separated by a space',
      );
      await expectFieldError(field(form, 'LINE ID'), 'No spaces allowed, 4 - 30 characters');
      await expectFieldError(field(form, 'Email'), 'Please enter a valid email address');
      await expectTypedKept();
      expect(registrations).toEqual([]);
    });

    await test.step('a taken username is refused by the platform; nothing typed is lost', async () => {
      Object.assign(typed, {
        Username: 'agent01',
        Password: 'Secret12!',
        'Confirm password': 'Secret12!',
        'Real name': 'Somchai Jaidee',
        'LINE ID': 'somchai.line',
        Email: 'somchai@example.com',
      });
      for (const [label, value] of Object.entries(typed)) await field(form, label).fill(value);
      await register.click();
      await expectFieldError(field(form, 'Username'), 'This username is already taken');
      await expect(field(form, 'Password')).toHaveAccessibleDescription('');
      await expectTypedKept();
      await player.expectGuest();
    });
    expect(registrations).toHaveLength(1);
  });
});

test('forgot password: an unknown username and email pair gets the same answer as a real one', async ({
  site,
  player,
  page,
}) => {
  const openForgot = async () => {
    await player.openLogin();
    await player.loginDialog.getByRole('button', { name: 'Forgot password?' }).click();
    return page.getByRole('dialog', { name: 'Forgot password' });
  };
  await site.open('/index');
  let forgot = await openForgot();
  let submit = forgot.getByRole('button', { name: 'Submit' });
  await field(forgot, 'Username').fill('demo');
  await field(forgot, 'Email').fill('demo@');
  await submit.click();
  await expectFieldError(field(forgot, 'Email'), 'Please enter a valid email address');

  // The answer never tells whether an account exists.
  await field(forgot, 'Email').fill('someone.else@example.com');
  const answer = page.waitForResponse((r) => r.url().includes('/wps/member/password/email'));
  await submit.click();
  expect((await answer).status()).toBe(200);
  const unknown = page.getByRole('dialog', { name: 'Request sent' });
  await expect(unknown.getByRole('alert')).toHaveText(
    'If the username and email belong to an account, we have sent a link to set a new password. It works once, for 30 minutes.',
  );
  await unknown.getByRole('button', { name: 'OK' }).click();
  await expect(forgot).toHaveCount(0);

  forgot = await openForgot();
  submit = forgot.getByRole('button', { name: 'Submit' });
  await field(forgot, 'Username').fill('demo');

  await test.step('with the right email the confirmation shows and keeps the keyboard', async () => {
    await field(forgot, 'Email').fill('demo@example.com');
    await submit.click();
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    // The mail goes once the new verification is solved (each mail spends one).
    await expect(sent.getByRole('alert')).toHaveText(
      'If the username and email belong to an account, we have sent a link to set a new password. It works once, for 30 minutes.',
      { timeout: 30_000 },
    );
    const ok = sent.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    // Backwards round the dialog's two buttons: the focus never leaves it for the one behind.
    await page.keyboard.press('Shift+Tab');
    await expect(sent.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sent).toHaveCount(0);
    await expect(forgot).toHaveCount(0);
  });
});

test('free play switched off by the platform says the function is not enabled', async ({
  site,
  player,
  admin,
  page,
}) => {
  await site.open('/index');
  const freeDemo = page.getByRole('banner').getByRole('button', { name: 'Free demo' });
  await expect(freeDemo).toBeVisible();
  await admin.setFreePlay(false);
  await freeDemo.click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning.getByRole('alert')).toHaveText('This function is not enabled');
  await warning.getByRole('button', { name: 'OK' }).click();
  await player.expectGuest();
  // Pages loaded from now on no longer offer it.
  await page.reload();
  await player.expectGuest();
  await expect(freeDemo).toHaveCount(0);
});

test.describe('trial account', () => {
  test('launching a game offers the upgrade to a real account, which ends the trial', async ({
    site,
    player,
    page,
  }) => {
    await site.open('/index');
    await player.startFreePlay();
    await site.open('/rng');
    await player.expectLoggedIn();
    await page
      .getByRole('list', { name: 'Slots games' })
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    const refusal = page.getByRole('dialog', { name: 'Please register an account first' });
    await refusal.getByRole('button', { name: 'Register now' }).click();

    const upgrade = page.getByRole('dialog', { name: 'Trial account' });
    await expect(upgrade).toContainText(
      'This is a trial account. Please upgrade to a real account to use this feature.',
    );
    await upgrade.getByRole('button', { name: 'Upgrade' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await player.expectGuest();
  });

  test('asking for free play again is told to register first', async ({ site, player, page }) => {
    await site.open('/index');
    await player.startFreePlay();
    await site.open('/login');
    await player.expectLoggedIn();
    await page
      .getByRole('form', { name: 'Login' })
      .getByRole('button', { name: 'Free trial' })
      .click();
    const warning = page.getByRole('dialog', { name: 'Trial account' });
    await expect(warning.getByRole('alert')).toHaveText('Please Register An Account First');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toHaveCount(0);
    await player.expectLoggedIn();
  });
});

test('messages follow the language: the SMS send failure in Thai', async ({
  site,
  player,
  outbox,
  page,
}) => {
  await site.open('/index');
  await site.chooseLanguage('ไทย');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await site.open('/register');
  const number = uniqueMobile();
  await sendRegistrationCode(page, outbox, number);
  const form = page.getByRole('form', { name: 'สมัครสมาชิก' });
  await form.getByRole('tab', { name: 'หมายเลขโทรศัพท์มือถือ' }).click();
  await field(form, 'หมายเลขโทรศัพท์มือถือ').fill(number);
  const sent = await player.requestSmsCode(form, { getCode: 'รับรหัส' });
  expect(sent.status()).toBe(429);
  const warning = page.getByRole('dialog', { name: 'คำเตือน' });
  await expect(warning.getByRole('alert')).toHaveText(/^ส่งรหัสแล้ว ขอใหม่ได้ใน \d+ วินาที$/);
  await warning.getByRole('button', { name: 'ตกลง' }).click();
  await expect(warning).toHaveCount(0);
});
