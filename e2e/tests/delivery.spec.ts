import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { skipUnlessBuilt } from '../fixtures/builtOrSkip';
import {
  copyRelease,
  expect,
  fingerprint,
  type Releases,
  ROOT,
  slotOf,
  stageRemoteCopy,
  test,
  withoutValidators,
} from '../fixtures/delivery';
import { CDN_ORIGIN } from '../fixtures/site';

const REMOTE = 'mfe-promo';

const NEXT_TITLE = 'Promotions of the new season';

/** Changes a release folder's release.json in place. */
const editRelease = <T extends object = object>(
  dir: string,
  edit: (info: T & { buildId: string }) => void,
) => {
  const file = path.join(dir, 'release.json');
  const info = JSON.parse(readFileSync(file, 'utf8')) as T & { buildId: string };
  edit(info);
  writeFileSync(file, JSON.stringify(info));
};

/**
 * Releases a copy of the live release changed by `forge`: the check refuses it with each of
 * `reasons` and the registry stays as it was.
 */
const expectForgedRefused = async (
  releases: Releases,
  forge: (dir: string) => void,
  reasons: readonly string[],
) => {
  const live = (await releases.status())[REMOTE]!.live!;
  const registryBefore = releases.registry();
  const forged = copyRelease(releases, REMOTE, live);
  try {
    forge(forged.dir);
    const result = await releases.mfe('release', REMOTE, '--from', forged.dir);
    expect(result.code).toBe(1);
    for (const reason of reasons) expect(result.stderr).toContain(reason);
    expect(releases.registry()).toBe(registryBefore);
  } finally {
    forged.dispose();
  }
};

test.describe('independent delivery of mfe-promo', () => {
  test.beforeEach(async ({ releases }) => {
    const status = await releases.status();
    skipUnlessBuilt(Boolean(status[REMOTE]?.live), `${REMOTE} is not released: build it first`);
  });

  test('a new release shows on reload, a rollback restores the old one, the shell is untouched', async ({
    site,
    page,
    browser,
    releases,
  }) => {
    test.setTimeout(240_000);
    const shellBefore = fingerprint(path.join(ROOT, 'shell', 'dist'));
    const before = (await releases.status())[REMOTE]!.live!;
    const heading = page.getByRole('heading', { level: 1 });
    const next = stageRemoteCopy(REMOTE, (dir) => {
      const manifest = path.join(dir, 'package.json');
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      pkg.version = '0.1.1-next';
      writeFileSync(manifest, JSON.stringify(pkg));
      const en = path.join(dir, 'src', 'i18n', 'promotions', 'en.json');
      const texts = JSON.parse(readFileSync(en, 'utf8')) as { title: string };
      texts.title = NEXT_TITLE;
      writeFileSync(en, JSON.stringify(texts));
    });
    try {
      await test.step('the live release shows', async () => {
        await site.open('/promotions');
        await expect(heading).toHaveText('Promotions');
      });

      let released = '';
      await test.step('the team releases its next version with one command', async () => {
        const result = await releases.mfe('release', REMOTE, '--source', next.dir);
        expect(result.code, result.stderr).toBe(0);
        released = (await releases.status())[REMOTE]!.live!;
        expect(released).toMatch(/^0\.1\.1-next-/);
        expect(released).not.toBe(before);
      });

      await test.step('a reload shows the new release', async () => {
        await page.reload();
        await expect(heading).toHaveText(NEXT_TITLE);
      });

      const openPage = await browser.newPage();
      await test.step('a page opened on the new release', async () => {
        await openPage.goto(`${test.info().project.use.baseURL}/promotions`);
        await expect(openPage.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
      });

      await test.step('ops roll back with one command, no rebuild', async () => {
        const result = await releases.mfe('rollback', REMOTE);
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout).toContain(`${released} -> ${before}`);
        expect((await releases.status())[REMOTE]!.live).toBe(before);
      });

      await test.step('the next page load gets the old release', async () => {
        await page.reload();
        await expect(heading).toHaveText('Promotions');
      });

      await test.step('the page already open keeps working on its release', async () => {
        // Opening a detail loads more chunks of the rolled-back release: they are still served.
        const card = openPage.getByRole('heading', { level: 2 }).first();
        const title = (await card.textContent())?.trim() ?? '';
        await card.click();
        await expect(openPage).toHaveURL(/\/promoDetail\?id=/);
        await expect(openPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await openPage.close();
      });

      await test.step('the shell was not rebuilt or touched', async () => {
        expect(fingerprint(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
      });
    } finally {
      next.dispose();
      const live = (await releases.status())[REMOTE]!.live;
      if (live !== before) await releases.mfe('rollback', REMOTE, before);
    }
  });

  test('a release built against another contract major is refused', async ({ releases }) => {
    await expectForgedRefused(
      releases,
      (dir) =>
        editRelease<{ contractMajor: number; shared: Record<string, string> }>(dir, (info) => {
          info.buildId = 'contract2';
          info.contractMajor = 2;
          info.shared['shared-contracts'] = '^2.0.0';
        }),
      [
        'built against shared-contracts major 2, but the live shell speaks major 1',
        'needs shared-contracts ^2.0.0, but the shell provides 1.',
      ],
    );
  });

  test("a release importing a shared-ui piece the live shell's build lacks is refused", async ({
    releases,
  }) => {
    await expectForgedRefused(
      releases,
      (dir) =>
        editRelease<{ sharedImports: Record<string, string[]> }>(dir, (info) => {
          // What a remote built against a newer shared-ui records: a component the shell lacks.
          expect(info.sharedImports['shared-ui']).toContain('Card');
          info.buildId = 'newer-shared-ui';
          info.sharedImports['shared-ui'] = [...info.sharedImports['shared-ui']!, 'Carousel3d'];
        }),
      [
        "imports shared-ui: Carousel3d, which the live shell's build does not provide: release the shell first",
      ],
    );
  });

  test('a release whose entry changed after its build is refused', async ({ releases }) => {
    await expectForgedRefused(
      releases,
      (dir) => {
        editRelease(dir, (info) => {
          info.buildId = 'tampered';
        });
        const entry = path.join(dir, 'remoteEntry.js');
        writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n;window.__tampered = true;`);
      },
      ['remoteEntry.js does not match the integrity its build recorded'],
    );
  });

  test('the shell refuses to run an entry whose bytes do not match the registry', async ({
    site,
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refusals.push(message.text());
    });
    await test.step('the CDN serves a tampered entry', async () => {
      await page.route(`${CDN_ORIGIN}/${REMOTE}/*/remoteEntry.js`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          status: 200,
          headers: withoutValidators(response.headers()),
          body: `${await response.text()}\n;window.__tamperedEntryRan = true;`,
        });
      });
      await site.open('/promotions');
    });
    await test.step('the slot shows its fallback and the tampered code never ran', async () => {
      await expect(slotOf(page, REMOTE).getByRole('alert')).toContainText(
        'This area is unavailable',
      );
      await expect(page.getByRole('banner')).toBeVisible();
      expect(
        await page.evaluate(() => 'tamperedEntryRan' in window || '__tamperedEntryRan' in window),
      ).toBe(false);
      expect(refusals.join('\n')).toContain('integrity');
    });
    await test.step('the genuine entry loads on retry', async () => {
      await page.unroute(`${CDN_ORIGIN}/${REMOTE}/*/remoteEntry.js`);
      await slotOf(page, REMOTE).getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    });
  });

  test('a manifest pointing its entry at an origin not in the registry is refused', async ({
    site,
    page,
  }) => {
    const foreign = CDN_ORIGIN.replace('127.0.0.1', 'localhost');
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(foreign)) foreignRequests.push(request.url());
    });
    await page.route(`${CDN_ORIGIN}/${REMOTE}/*/mf-manifest.json`, async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { metaData: { publicPath: string } };
      manifest.metaData.publicPath = `${foreign}${new URL(route.request().url()).pathname.replace(/mf-manifest\.json$/, '')}`;
      await route.fulfill({
        status: 200,
        headers: withoutValidators(response.headers()),
        json: manifest,
      });
    });
    await site.open('/promotions');
    await expect(slotOf(page, REMOTE).getByRole('alert')).toContainText('This area is unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
});
