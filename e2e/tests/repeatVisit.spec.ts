import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page, Response } from '@playwright/test';

import { skipUnlessBuilt } from '../fixtures/builtOrSkip';
import { copyRelease, expect, test } from '../fixtures/delivery';
import { CDN_ORIGIN } from '../fixtures/site';

/*
 * Repeat visits (ADR 0028): the service worker, registered once the first visit is
 * interactive, serves the next load; a release or a rollback is live on the next load all the
 * same; offline, a navigation shows the brand's offline page, which loads the page again once the
 * network is back. The other specs run with service workers blocked (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const REMOTE = 'mfe-promo';
const COPY_TITLE = 'Promotions of the next release';

/** The title the copy's English texts (browser chunks and server render) give the page. */
const retitle = (dir: string) => {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  for (const file of walk(dir).filter((name) => /\.(js|cjs)$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('{"title":"Promotions",')) continue;
    writeFileSync(file, text.replaceAll('{"title":"Promotions",', `{"title":"${COPY_TITLE}",`));
    // The CDN hands out the compressed copies first: they would still say the old title.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
};

/**
 * Every response of the next load of the page, once its heading shows `title` and its remote
 * area has hydrated (a guest's page asks for the application's files after its first paint, so
 * the server-rendered heading shows before the remote's entry is fetched: ADR 0032).
 */
const reloadShowing = async (page: Page, title: string): Promise<Response[]> => {
  const responses: Response[] = [];
  const record = (response: Response) => responses.push(response);
  page.on('response', record);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
  await page.waitForFunction(
    () => (window as Window & { areaHydrated?: boolean }).areaHydrated,
    undefined,
    {
      timeout: 30_000,
    },
  );
  page.off('response', record);
  return responses;
};

/** The release folder the page's remote entry came from, and whether the worker answered. */
const entryOf = (responses: Response[]) => {
  const entry = responses.find(
    (r) => r.url().startsWith(`${CDN_ORIGIN}/${REMOTE}/`) && r.url().endsWith('/remoteEntry.js'),
  );
  expect(entry, `${REMOTE}'s entry was loaded`).toBeDefined();
  return { release: entry!.url().split('/').at(-2), fromWorker: entry!.fromServiceWorker() };
};

test('the service worker serves a repeat visit, never masks a rollback, and shows the offline page', async ({
  page,
  context,
  site,
  releases,
}) => {
  // Five page loads, a release and a rollback: about 50 s on a loaded 2-core machine.
  test.slow();
  const live = (await releases.status())[REMOTE]?.live ?? null;
  skipUnlessBuilt(Boolean(live), `${REMOTE} is not released: build it first`);
  const before = live!;
  const heading = page.getByRole('heading', { level: 1 });
  // The next release: the live one's files with another build id and title (no rebuild, so
  // the spec stays short; the release checks and the CDN treat it as any other release).
  const copy = copyRelease(releases, REMOTE, before);
  const info = path.join(copy.dir, 'release.json');
  const record = JSON.parse(readFileSync(info, 'utf8')) as { buildId: string };
  record.buildId = `${record.buildId}-sw${Date.now().toString(36)}`;
  writeFileSync(info, JSON.stringify(record));
  retitle(copy.dir);

  await page.addInitScript(() => {
    window.addEventListener('site:area-hydrated', () => {
      (window as Window & { areaHydrated?: boolean }).areaHydrated = true;
    });
  });
  try {
    await test.step('the first visit registers the worker once it is interactive', async () => {
      await site.open('/promotions');
      // A remote area's first load on a loaded machine takes its time (as in the other specs).
      await expect(heading).toHaveText('Promotions', { timeout: 30_000 });
      // It takes the page over as soon as it is active (clientsClaim).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
    });

    await test.step('the repeat visit is served by the worker, never the API', async () => {
      const responses = await reloadShowing(page, 'Promotions');
      const shell = responses.filter((r) => /\/main\.[0-9a-f]{10}\.js$/.test(r.url()));
      expect(shell.length, 'the shell entry was loaded').toBe(1);
      expect(shell[0]!.fromServiceWorker()).toBe(true);
      const chunks = responses.filter(
        (r) =>
          r.url().startsWith(`${CDN_ORIGIN}/${REMOTE}/`) && /\.[0-9a-f]{10}\.js$/.test(r.url()),
      );
      expect(chunks.length, `${REMOTE}'s chunks were loaded`).toBeGreaterThan(0);
      for (const chunk of chunks) expect(chunk.fromServiceWorker(), chunk.url()).toBe(true);
      // The API is never the worker's: neither the page's calls nor one made now.
      const [asked] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/wps/system/whitelabel')),
        page.evaluate(() => fetch('/wps/system/whitelabel').then((r) => r.status)),
      ]);
      const api = [
        asked,
        ...responses.filter((r) => new URL(r.url()).pathname.startsWith('/wps/')),
      ];
      for (const call of api) expect(call.fromServiceWorker(), call.url()).toBe(false);
      // The remote's chunks are kept (written just after they are answered): the next visit
      // needs no network for them.
      const kept = () =>
        page.evaluate(async () =>
          (await (await caches.open('site-immutable-v1')).keys()).map((request) => request.url),
        );
      await expect.poll(kept).toEqual(expect.arrayContaining(chunks.map((chunk) => chunk.url())));
    });

    let released = '';
    await test.step('a release is live on the next load', async () => {
      const result = await releases.mfe('release', REMOTE, '--from', copy.dir);
      expect(result.code, result.stderr).toBe(0);
      released = (await releases.status())[REMOTE]!.live!;
      expect(released).not.toBe(before);
      const entry = entryOf(await reloadShowing(page, COPY_TITLE));
      expect(entry).toEqual({ release: released, fromWorker: true });
    });

    await test.step('after `pnpm mfe rollback` the next load runs the rolled-back release', async () => {
      const result = await releases.mfe('rollback', REMOTE);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`${released} -> ${before}`);
      const entry = entryOf(await reloadShowing(page, 'Promotions'));
      expect(entry).toEqual({ release: before, fromWorker: true });
    });

    await test.step("offline, the brand says so in the player's language and retries", async () => {
      await context.addCookies([
        { name: 'lang', value: 'TH', url: test.info().project.use.baseURL! },
      ]);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('คุณออฟไลน์อยู่');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      // The brand's name and icon, kept by the worker from its web app manifest.
      await expect(page.getByText('Lucky Lotus')).toBeVisible();
      await expect
        .poll(() =>
          page.locator('#offline-icon').evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(192);
      const retry = page.getByRole('button', { name: 'ลองอีกครั้ง' });
      await expect(retry).toBeVisible();
      // Back online, the page loads again by itself, at its own address.
      await context.setOffline(false);
      await expect(retry).toBeHidden({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-booted', '');
    });
  } finally {
    copy.dispose();
    const now = (await releases.status())[REMOTE]!.live;
    if (now !== before) await releases.mfe('rollback', REMOTE, before);
  }
});
