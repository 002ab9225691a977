import { createPlayerWithEmail, resetLinkMailedTo } from '../fixtures/mailbox';
import { field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

test('forgot password by email: the mailed link sets a new password that logs in', async ({
  site,
  player,
  page,
  request,
  context,
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

  const link = await test.step('read the mail in the local inbox', () =>
    resetLinkMailedTo(context, account.email));

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

test("an in-house game refuses a stake over its limit in the player's words", async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  await ops.credit(account.username, 500_000);
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  await site.open('/inhouse');
  // The game card's play button (the side menu's Slots entry is outside the main region).
  await page.getByRole('main').getByRole('button', { name: /Slot/ }).first().click();
  await expect(page).toHaveURL(/\/game/);
  const game = page.frameLocator('iframe');
  await game.getByLabel('Stake').fill('2000');
  await game.getByRole('button', { name: 'Spin' }).click();
  const message = game.locator('#message');
  await expect(message).toContainText('The stake can be at most 1,000.00');
  await expect(message).not.toContainText('Invalid field');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer dims the page, opens with the free demo under Home and closes on a tap outside', async ({
    site,
    page,
  }) => {
    await site.open('/index');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const items = menu.getByRole('listitem');
    await expect(items.nth(1).getByRole('button', { name: 'Free demo' })).toBeInViewport();
    await page.mouse.click(350, 600);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the promotion tabs all fit the screen and a detail shows its title and picture once', async ({
    site,
    page,
  }) => {
    await site.open('/promotions');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    for (let i = 0; i < count; i += 1) {
      const box = await tabs.nth(i).boundingBox();
      expect(box, `tab ${i}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.goto('/promoDetail?id=promo-002');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const text = (await title.textContent())?.trim() ?? '';
    await expect(page.getByRole('main').getByText(text, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('main').locator('article img')).toHaveCount(1);
  });

  test("a guest's header shows the brand mark and every button in every language", async ({
    page,
    context,
    baseURL,
  }) => {
    const languages = { EN: 'en', CN: 'zh-CN', ID: 'id', PT: 'pt', TH: 'th', VI: 'vi' };
    for (const [language, htmlLang] of Object.entries(languages)) {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
      await page.goto('/index');
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      const header = page.getByRole('banner');
      await expect(header.locator('a[href="/"]'), language).toBeInViewport({ ratio: 1 });
      // The menu button, the theme switch, Log in and Register (the free demo is in the menu).
      const buttons = header.getByRole('button').filter({ visible: true });
      await expect(buttons).toHaveCount(3);
      await expect(header.getByRole('switch')).toBeInViewport({ ratio: 1 });
      for (const button of await buttons.all())
        await expect(button, language).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
  });

  test('registration fits the screen with the header buttons in view', async ({ site, page }) => {
    await site.open('/register');
    await expect(page.getByRole('heading', { name: 'Create account', level: 1 })).toBeVisible();
    await expect(page.getByText('Sign up now and get a $10.00 bonus')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeInViewport(
      {
        ratio: 1,
      },
    );
  });
});

test('the footer Affiliates button opens an application page that takes an application', async ({
  site,
  page,
  context,
}) => {
  await site.open('/index');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Affiliates/ })
      .click(),
  ]);
  await expect(popup).toHaveURL(/\/affiliates\/apply\?lang=EN&theme=/);
  const form = popup.getByRole('form', { name: 'Become an affiliate' });
  await form.getByLabel('Your name').fill('Mai Tran');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel(/Website or channel/).fill('https://youtube.com/@maiplays');
  await form.getByLabel('Monthly visitors').selectOption('10kTo100k');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(form.getByLabel('Your name')).toHaveValue('Mai Tran');
  await form.getByLabel('Email').fill('mai@example.com');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(popup.getByRole('status')).toContainText('Application received');
});
