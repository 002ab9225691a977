import { apiLoginTicket } from '../fixtures/player';
import { expect, test } from '../fixtures/site';
import { ADMIN_TOKEN } from '../playwright.config';

/*
 * In the browser: feedback with an image answered by ops, the chosen
 * avatar in the header, the member's language restored at a login on another device, and the
 * fastest other domain offered when the platform stops answering.
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const adminHeaders = { 'X-Admin-Token': ADMIN_TOKEN };

test('a member sends feedback with an image, ops answer it and the member reads the answer', async ({
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

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await test.step('the support menu opens the feedback page', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /^Support/ }).click();
    await menu.getByRole('button', { name: 'Feedback and complaints' }).click();
    await expect(centre.getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
    await expect(centre.getByText('You have not sent any feedback yet.')).toBeVisible();
  });

  const content = `My deposit D${Date.now()} has not arrived after two hours.`;
  await test.step('a text outside the bounds is refused at its field, keeping it', async () => {
    const text = centre.getByRole('textbox', { name: 'Your feedback' });
    await text.fill('Too short');
    await centre.getByRole('button', { name: 'Submit' }).click();
    await expect(centre.getByText('Please write between 10 and 500 characters.')).toBeVisible();
    await expect(text).toHaveValue('Too short');
  });

  await test.step('the feedback goes with one image', async () => {
    await centre.getByRole('textbox', { name: 'Your feedback' }).fill(content);
    // The image picker's file input is its "Choose" button (shared-ui image picker).
    await centre
      .getByRole('button', { name: /^Images \(optional\)/ })
      .setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1X1 }]);
    await expect(centre.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await centre.getByRole('button', { name: 'Submit' }).click();
    await expect(centre.getByText(/Your feedback was sent/)).toBeVisible();
    const item = centre.getByRole('article').filter({ hasText: content });
    await expect(item.getByText('Submitted')).toBeVisible();
    await expect(item.getByRole('img', { name: 'Image 1' })).toBeVisible();
  });

  const reply = `Found it: credited at 14:02 (${Date.now()}).`;
  await test.step('ops find it in their queue and answer', async () => {
    const queue = await request.get('/admin/feedback?status=submitted&pageSize=100', {
      headers: adminHeaders,
    });
    const list = ((await queue.json()) as { value: { list: { id: string; username: string }[] } })
      .value.list;
    const filed = list.find((entry) => entry.username === account.username);
    expect(filed).toBeDefined();
    const answer = await request.post(`/admin/feedback/${filed?.id}/reply`, {
      headers: adminHeaders,
      data: { body: reply },
    });
    expect(answer.ok()).toBeTruthy();
  });

  await test.step('the answer shows on the open page without a reload', async () => {
    const item = centre.getByRole('article').filter({ hasText: content });
    await expect(item.getByText('Answered')).toBeVisible();
    await expect(
      item.getByRole('list', { name: 'Replies from customer service' }).getByText(reply),
    ).toBeVisible();
  });
});

test('a guest choosing feedback in the support menu gets the login popup', async ({
  site,
  page,
  player,
}) => {
  await site.open('/index');
  await player.expectGuest();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: /^Support/ }).click();
  await menu.getByRole('button', { name: 'Feedback and complaints' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
});

test('the avatar a member chooses shows in the header, also after a reload', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  const avatarButton = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(avatarButton.locator('img')).toHaveCount(0);

  await site.open('/index?mc=securityCenter');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const avatars = centre.getByRole('group', { name: 'Choose the picture shown in the header' });
  await avatars.getByRole('radio', { name: 'Avatar 3' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(avatars.getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
  await centre.getByRole('button', { name: 'Save avatar' }).click();
  await expect(centre.getByText('Your avatar was saved.')).toBeVisible();
  await expect(avatarButton.locator('img')).toHaveAttribute('src', /\/assets\/avatars\/a04\.svg$/);

  await site.open('/index');
  await expect(avatarButton.locator('img')).toHaveAttribute('src', /\/assets\/avatars\/a04\.svg$/);
  await expect
    .poll(() =>
      avatarButton.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
});

test('a member language choice follows them to a login in a fresh browser', async ({
  site,
  page,
  player,
  ops,
  browser,
  baseURL,
}) => {
  const account = await ops.createPlayer();
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();

  await test.step('the member switches to Thai; the platform stores it', async () => {
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/wps/member/language' &&
        response.request().method() === 'PUT',
    );
    await site.chooseLanguage('ไทย');
    expect((await saved).ok()).toBeTruthy();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  await test.step('a login on another device opens in Thai', async () => {
    const other = await browser.newContext({ baseURL });
    try {
      const fresh = await other.newPage();
      await fresh.goto('/index');
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
      const ticket = await apiLoginTicket(other.request, account.username, account.password);
      await fresh.goto(`/index?token=${ticket}`);
      await fresh.getByRole('button', { name: /^Continue as / }).click();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'th');
      await expect(
        fresh.getByRole('navigation').getByRole('button', { name: /ไทย/ }).first(),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test('when the platform stops answering, the unavailable message offers the fastest other domain', async ({
  site,
  page,
  player,
  baseURL,
}) => {
  // One of the brand's listed domains answers (stood in by the test); the others do not exist.
  await page.route('https://m.luckylotus.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  const measured = page.waitForResponse((response) =>
    response.url().startsWith('https://m.luckylotus.example/'),
  );
  await site.open('/index');
  await player.expectGuest();
  await measured;

  await test.step('the platform and the promotions area stop answering', async () => {
    await page.route(`${baseURL}/wps/system/status*`, (route) => route.abort('connectionrefused'));
    await page.route(/\/mfe-promo\//, (route) => route.abort('connectionrefused'));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Promotions' })
      .click();
  });

  await test.step('the message offers the measured domain for the same page, with retry', async () => {
    const main = page.getByRole('main');
    await expect(
      main.getByText('The site cannot reach its servers right now.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(
      main.getByRole('link', { name: 'Continue on m.luckylotus.example' }),
    ).toHaveAttribute('href', 'https://m.luckylotus.example/promotions');
    // Nothing switched on its own.
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  });
});
