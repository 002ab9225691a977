import { field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

/** Help for guests, and the page a guest asked for survives the login. */

test('a guest opens customer service without logging in and leaves a question at the desk', async ({
  page,
  site,
  player,
}) => {
  await site.open('/index');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Support' }).click();
  const opened = page.waitForEvent('popup');
  await menu.getByRole('button', { name: 'Customer service' }).click();
  const popup = await opened;
  // The brand's popup desk (its type-3 path, sealed): the reference platform's own page.
  await expect(popup).toHaveURL(/\/desk$/);
  const form = popup.getByRole('form', { name: 'Customer service' });
  await test.step('a contact that is neither an email nor a number is refused, nothing lost', async () => {
    await field(form, 'Email or mobile number').fill('call me');
    await field(form, 'Your question').fill('I did not receive my registration SMS code.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(field(form, 'Email or mobile number')).toHaveAccessibleDescription(
      /valid email address or mobile number/,
    );
    await expect(field(form, 'Your question')).toHaveValue(
      'I did not receive my registration SMS code.',
    );
  });
  await field(form, 'Email or mobile number').fill('guest.player@example.com');
  await form.getByLabel('Topic').selectOption({ label: 'My account' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(
    popup.getByRole('heading', { name: 'Thank you, we have your question' }),
  ).toBeVisible();
  await expect(
    popup.getByText(/Your reference is Q\d{6}\. We will answer at guest\.player@example\.com/),
  ).toBeVisible();
  // No login was asked for.
  await expect(player.loginDialog).toHaveCount(0);
  await player.expectGuest();
});

test('a guest reads the help centre on /helpmc: every section has its text', async ({
  page,
  site,
}) => {
  await site.open('/helpmc');
  const about = page.getByRole('region', { name: 'About us' });
  await expect(about).toContainText(
    'Lucky Lotus has been an online entertainment brand since 2022',
  );
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toContainText(
    'You must be 18 or older',
  );
  // Every section shows more than its heading.
  for (const section of await page.getByRole('region').all()) {
    const heading = (await section.getByRole('heading', { level: 2 }).innerText()).trim();
    expect((await section.innerText()).trim().length, heading).toBeGreaterThan(heading.length);
  }
});

test('a guest opening /index?ac=teamOverview logs in as agent01 and the agent centre opens', async ({
  page,
  site,
  player,
}) => {
  await site.open('/index?ac=teamOverview');
  await expect(player.loginDialog).toBeVisible();
  await field(player.loginDialog, 'Username').fill('agent01');
  await field(player.loginDialog, 'Password').fill('Agent1234!');
  await player.submitLogin();
  await player.expectLoggedIn();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/index\?ac=teamOverview$/);
});

test('a guest opening /index?mc=depositv2 logs in as demo and the deposit page opens', async ({
  page,
  site,
  player,
}) => {
  await site.open('/index?mc=depositv2');
  await expect(player.loginDialog).toBeVisible();
  await field(player.loginDialog, 'Username').fill('demo');
  await field(player.loginDialog, 'Password').fill('Demo1234!');
  await player.submitLogin();
  await player.expectLoggedIn();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/index\?mc=depositv2$/);
});
