import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Browser } from '@playwright/test';

import { copyRelease, expect, type Releases, test } from '../fixtures/delivery';
import { rememberSiteEvent, siteEventFired } from '../fixtures/siteEvents';

const REMOTE = 'mfe-promo';

interface CanaryStatus {
  live: string;
  canary: { release: string; share: number } | null;
  events: { type: string; release: string; reason?: string }[];
}
const statusOf = async (releases: Releases) =>
  (await releases.status())[REMOTE] as unknown as CanaryStatus;

/**
 * The live release of mfe-promo copied under another build id (a release of its own), with
 * `change` applied to its files.
 */
const forgeRelease = (
  releases: Releases,
  live: string,
  buildId: string,
  change: (dir: string) => void = () => {},
) => {
  const forged = copyRelease(releases, REMOTE, live);
  const file = path.join(forged.dir, 'release.json');
  const info = JSON.parse(readFileSync(file, 'utf8')) as { buildId: string };
  info.buildId = buildId;
  writeFileSync(file, JSON.stringify(info));
  change(forged.dir);
  return forged;
};

/** `pnpm mfe release mfe-promo --from <dir> --canary <share>`. */
const releaseCanary = (releases: Releases, dir: string, share: number) =>
  releases.mfe('release', REMOTE, '--from', dir, '--canary', String(share));

/**
 * One visit as a new visitor (a fresh browser context): /promotions once the page and its area
 * have hydrated. Answers whether the area failed; the page itself must never be blank. Leaving
 * for about:blank sends the visit's field data.
 */
const visit = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await rememberSiteEvent(context, 'site:hydrated');
  try {
    const page = await context.newPage();
    await page.goto('/promotions');
    await expect(page.getByRole('banner')).toBeVisible();
    await siteEventFired(page, 'site:hydrated');
    const failed = page.getByRole('alert').filter({ hasText: 'This area is unavailable' });
    const working = page.getByRole('tab', { name: 'Slots' });
    await expect(failed.or(working)).toBeVisible();
    // A failing area shows its failure once its download has been refused: give it that time.
    await page.waitForLoadState('networkidle');
    const areaFailed = await failed.isVisible();
    if (!areaFailed)
      await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await page.goto('about:blank');
    return areaFailed;
  } finally {
    await context.close();
  }
};

test.describe('canary releases of mfe-promo', () => {
  test('a failing canary at 50 % is rolled back by itself; later visitors all get the live release', async ({
    browser,
    baseURL,
    releases,
  }) => {
    test.setTimeout(300_000);
    const { live } = await statusOf(releases);
    // Its exposed module's code throws when it loads: the area fails for the canary's visitors.
    const forged = forgeRelease(releases, live, 'canary-broken', (dir) => {
      const exposes = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
        /__federation_expose_PromotionsPage\.[0-9a-f]+\.js$/.test(name),
      );
      expect(exposes.length).toBeGreaterThan(0);
      for (const name of exposes)
        writeFileSync(path.join(dir, name), `throw new Error('canary defect');\n`);
    });
    try {
      expect((await releases.mfe('policy', '--min-views', '8', '--window', '10')).code).toBe(0);
      const released = await releaseCanary(releases, forged.dir, 50);
      expect(released.code, released.stderr).toBe(0);
      expect(released.stdout).toContain('is live for 50 % of visitors');
      const canary = (await statusOf(releases)).canary!.release;

      const failures: boolean[] = [];
      for (let i = 0; i < 40 && (await statusOf(releases)).canary; i += 1)
        failures.push(await visit(browser, baseURL!));
      expect(failures.some(Boolean)).toBe(true);
      expect(failures.some((failed) => !failed)).toBe(true);

      await expect
        .poll(async () => (await statusOf(releases)).canary, { timeout: 30_000 })
        .toBeNull();
      const { events, live: after } = await statusOf(releases);
      expect(after).toBe(live);
      expect(events.at(-1)).toMatchObject({
        type: 'canary ended',
        release: canary,
        reason: 'automatic: error rate above the live release',
      });

      for (let i = 0; i < 5; i += 1) expect(await visit(browser, baseURL!)).toBe(false);
    } finally {
      forged.dispose();
      await releases.mfe('policy', '--min-views', '20');
      if ((await statusOf(releases)).canary) await releases.mfe('rollback', REMOTE);
    }
  });

  test('a healthy canary promoted reaches every visitor on the next load', async ({
    request,
    releases,
  }) => {
    const { live } = await statusOf(releases);
    const forged = forgeRelease(releases, live, 'canary-good');
    const buildIdFor = async (bucket?: number) =>
      (
        (await (
          await request.get('/registry.json', {
            headers: bucket === undefined ? {} : { cookie: `mfeBucket=${bucket}` },
          })
        ).json()) as { remotes: Record<string, { buildId: string }> }
      ).remotes[REMOTE]!.buildId;
    try {
      const released = await releaseCanary(releases, forged.dir, 10);
      expect(released.code, released.stderr).toBe(0);
      expect(await buildIdFor(3)).toBe('canary-good');
      expect(await buildIdFor(50)).not.toBe('canary-good');

      const promoted = await releases.mfe('promote', REMOTE);
      expect(promoted.code, promoted.stderr).toBe(0);
      for (const bucket of [undefined, 3, 50, 99])
        expect(await buildIdFor(bucket)).toBe('canary-good');
    } finally {
      forged.dispose();
      const now = await statusOf(releases);
      if (now.canary) await releases.mfe('rollback', REMOTE);
      if ((await statusOf(releases)).live !== live) await releases.mfe('rollback', REMOTE, live);
    }
  });
});
