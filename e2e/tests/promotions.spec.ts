import { expect, test } from '../fixtures/site';

test('promotions list filters by category and opens a detail', async ({ site, page }) => {
  await site.open('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  // The promotion cards' titles (the footer has level-2 headings too).
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();

  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/category=slots/);
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards.first()).toBeVisible();

  // The card is clicked by the title read, so a list still changing cannot open another one.
  const title = (await cards.first().textContent())?.trim() ?? '';
  await cards.filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/\/promoDetail\?id=/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to promotions/ })).toBeVisible();
});

test('a promotion body is sanitised: its script and event handlers never run', async ({
  site,
  page,
  request,
}) => {
  const list = (await (await request.get('/wps/promotions')).json()) as {
    value: { list: { id: string }[] };
  };
  const details = await Promise.all(
    list.value.list.map(async ({ id }) => {
      const answer = (await (await request.get(`/wps/promotions/detail?id=${id}`)).json()) as {
        value: { id: string; title: string; content: string };
      };
      return answer.value;
    }),
  );
  const hostile = details.find((detail) => /<script|onerror=/i.test(detail.content));
  expect(hostile, 'the seed has a promotion with hostile markup').toBeDefined();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await site.open(`/promoDetail?id=${hostile?.id}`);
  await expect(page.getByRole('heading', { name: hostile?.title, level: 1 })).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror]')).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('an unknown promotion id shows a clear not-found state', async ({ site, page }) => {
  await site.open('/promoDetail?id=does-not-exist');
  await expect(page.getByText('Promotion not found')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to promotions/ })).toBeVisible();
});
