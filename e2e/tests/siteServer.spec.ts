import { apiLoginTicket } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

/*
 * The site server in front of the platform (ADR 0027) caches a guest's page for every guest and
 * never a member's. (What goes into a page's key, and what never goes into a cached page, are
 * the site server's unit tests; the failure matrix, the server render and the delivery specs run
 * through it too.)
 */

const html = { accept: 'text/html' };

test("a guest's page comes from the cache; a member's is rendered for them and never stored", async ({
  site,
  player,
  page,
  request,
}) => {
  await test.step("a guest's second load of a page is the cached one", async () => {
    await request.get('/promotions', { headers: html });
    const again = await request.get('/promotions', { headers: html });
    expect(again.status()).toBe(200);
    expect(again.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
    expect(again.headers()['cdn-cache-control']).toMatch(
      /s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    expect(again.headers()['cache-control']).toBe('no-cache');
    expect(again.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  await test.step('the cached page hydrates into the working site', async () => {
    const response = await site.page.goto('/promotions');
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });

  await test.step('a member (logged in by a login link) gets a page of their own', async () => {
    const ticket = await apiLoginTicket(request, 'demo', 'Demo1234!');
    await site.open(`/promotions?token=${ticket}`);
    const prompt = page.getByRole('dialog', { name: 'Log in as de***?' });
    await prompt.getByRole('button', { name: 'Continue as de***' }).click();
    await player.expectLoggedIn();
    const response = await page.reload();
    expect(response?.headers()['x-page-cache']).toBe('bypass');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await player.expectLoggedIn();
  });
});
