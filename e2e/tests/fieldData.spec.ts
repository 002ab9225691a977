import type { APIRequestContext } from '@playwright/test';

import { expect, test } from '../fixtures/site';
import { ADMIN_TOKEN } from '../playwright.config';

interface ReleaseFigures {
  remote: string;
  release: string;
  views: number;
  failures: number;
  p75: Record<'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FIRST_TAP', number | null>;
}

/** What the platform holds of the last hour, per release (what `pnpm mfe status` prints). */
const fieldData = async (request: APIRequestContext) => {
  const answer = await request.get('/admin/field-data?minutes=60', {
    headers: { 'X-Admin-Token': ADMIN_TOKEN },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: { releases: ReleaseFigures[] } }).value.releases;
};

const ofRemote = (rows: ReleaseFigures[], remote: string) =>
  rows
    .filter((row) => row.remote === remote)
    .reduce(
      (sum, row) => ({ views: sum.views + row.views, failures: sum.failures + row.failures }),
      {
        views: 0,
        failures: 0,
      },
    );

test("players' browsers report each remote release's views, vitals and failures", async ({
  site,
  page,
  request,
}) => {
  const before = await fieldData(request);
  await site.open('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  // The vitals' library is fetched once the page is interactive and the main thread idle.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('web-vitals')),
      ),
    )
    .toBe(true);
  await page.getByRole('tab', { name: 'Slots' }).click();

  // With the remotes' server down, the in-house games' area (the lobby's) fails: its slot's
  // failure is reported.
  await site.takeRemotesDown();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'In-house games' })
    .click();
  await expect(page.getByRole('alert')).toContainText('This area is unavailable');

  // Leaving the page hides it: the beacon goes.
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const now = await fieldData(request);
      return {
        promoViews: ofRemote(now, 'mfe-promo').views - ofRemote(before, 'mfe-promo').views,
        lobbyFailures: ofRemote(now, 'mfe-lobby').failures - ofRemote(before, 'mfe-lobby').failures,
      };
    })
    .toEqual({ promoViews: 1, lobbyFailures: 1 });

  // The release this visit used: the one whose views grew (earlier specs may have viewed
  // another promo release within the hour, with no interaction and so no INP).
  const viewsBefore = (release: string) =>
    before.find((row) => row.remote === 'mfe-promo' && row.release === release)?.views ?? 0;
  const promo = (await fieldData(request)).find(
    (row) =>
      row.remote === 'mfe-promo' && row.views > viewsBefore(row.release) && row.p75.TTFB !== null,
  );
  // Tagged with the release the registry named (`<version>-<buildId>`), with the load's vitals.
  expect(promo?.release).toMatch(/^\d+\.\d+\.\d+-\w+/);
  expect(promo?.p75.LCP).toBeGreaterThan(0);
  expect(promo?.p75.INP).not.toBeNull();
});
