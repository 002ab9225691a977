import { expect, test } from '../fixtures/site';
import { ADMIN_TOKEN } from '../playwright.config';

/** Minor units of a money text of the demo brand ("$1,234.56" gives 123456). */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////' +
    '////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** Over 5 MB with a PNG header: refused by size, whatever its content. */
const HUGE_PNG = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);

const image = (name: string, buffer: Buffer, mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer,
});

// promo-005 is an open `apply` promotion with a $50.00 bonus and wagering ×10 (seed).
const PROMOTION = 'promo-005';

test('apply with a comment and two images, ops approve, the bonus arrives once with its wagering', async ({
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
  await expect(player.balance).toHaveText(/\d/);
  const before = minorOf(await player.balance.innerText());

  await site.open(`/promoDetail?id=${PROMOTION}`);
  const takePart = page.getByRole('region', { name: 'Take part' });
  // The rules are stated once, in the terms the platform writes from the rule it pays by.
  await expect(page.getByRole('main').getByRole('article')).toContainText(
    'Wager 10x the bonus before you withdraw it.',
  );
  await expect(takePart.getByRole('list', { name: 'Rules' })).toHaveCount(0);
  await takePart.getByRole('button', { name: /^Apply for / }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply for / });
  // The image picker's file input is its "Choose" button (shared-ui image picker).
  const images = dialog.getByRole('button', { name: /^Images/ });

  await test.step('an image over 5 MB and a fourth image are refused, each saying why', async () => {
    await images.setInputFiles([image('huge.png', HUGE_PNG)]);
    await expect(dialog.getByRole('alert')).toHaveText(
      'huge.png is larger than 5 MB: choose a smaller image.',
    );
    await images.setInputFiles([
      image('receipt.png', PNG_1X1),
      image('screen.jpg', JPEG_1X1, 'image/jpeg'),
    ]);
    await expect(dialog.getByText('2 of 3 chosen')).toBeVisible();
    await images.setInputFiles([image('three.png', PNG_1X1), image('four.png', PNG_1X1)]);
    await expect(dialog.getByRole('alert')).toHaveText(
      'At most 3 images: remove one to add another.',
    );
    await expect(dialog.getByText('2 of 3 chosen')).toBeVisible();
  });

  await test.step('the application is sent with its comment and two images', async () => {
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Deposited twice this week');
    await expect(dialog.getByText('25 / 140 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(takePart.getByText('Applied, under review')).toBeVisible();
    const mine = takePart.getByRole('list', { name: 'My applications' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine).toContainText('Deposited twice this week');
    await expect(mine).toContainText('2 images');
    await expect(mine).toContainText('Under review');
  });

  await test.step('ops approve it, once', async () => {
    const headers = { 'X-Admin-Token': ADMIN_TOKEN };
    const pending = (await (
      await request.get('/admin/promotions/applications?status=pending', { headers })
    ).json()) as { value: { list: { id: string; username: string }[] } };
    const mine = pending.value.list.find((row) => row.username === account.username);
    expect(mine).toBeDefined();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await request.post(`/admin/promotions/applications/${mine!.id}/approve`, {
        headers,
      });
      expect(answer.ok(), await answer.text()).toBeTruthy();
    }
  });

  await test.step('the bonus arrives in the header balance and on the page', async () => {
    await site.open(`/promoDetail?id=${PROMOTION}`);
    await expect.poll(async () => minorOf(await player.balance.innerText())).toBe(before + 5000);
    await expect(takePart.getByText('Bonus received')).toBeVisible();
    await expect(
      takePart.getByText('Bonus $50.00, wagering $500.00 before you can withdraw.').first(),
    ).toBeVisible();
    await expect(takePart.getByRole('list', { name: 'My applications' })).toContainText('Approved');
  });

  await test.step("the member centre's bonus details lists it", async () => {
    await site.open('/index?mc=bonusDetails');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const newest = centre.getByRole('list', { name: 'Bonuses' }).getByRole('listitem').first();
    await expect(newest).toContainText('$50.00');
    await expect(newest.getByRole('progressbar')).toBeVisible();
  });
});
