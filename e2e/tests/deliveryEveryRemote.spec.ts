import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';
import { REMOTE_CATALOGUE, REMOTE_IDS, type RemoteSpec } from 'shared-contracts';

import { skipUnlessBuilt } from '../fixtures/builtOrSkip';
import { copyRelease, expect, slotOf, test } from '../fixtures/delivery';
import { apiLogin, PROBE_ACCOUNTS } from '../fixtures/player';
import { CDN_ORIGIN } from '../fixtures/site';

/**
 * Every remote the failure matrix probes can be released on its own and rolled back with one
 * command each, and the page follows (delivery.spec.ts goes deep on mfe-promo: a rebuilt
 * version, pages already open, the shell untouched). Here each remote's live build is released
 * again under a new version, without a rebuild, so the check stays quick.
 */
const REMOTES = REMOTE_IDS.filter((remote) => remote !== 'mfe-promo').flatMap((remote) => {
  const spec: RemoteSpec = REMOTE_CATALOGUE[remote];
  const probe = spec.probes?.[0];
  return probe ? [{ remote, ...probe }] : [];
});

/** Opens the probe's page and waits for the remote's entry of one release and its area. */
const openOn = async (
  page: Page,
  open: (path: string) => Promise<unknown>,
  area: (typeof REMOTES)[number],
  releaseId: string,
) => {
  const entry = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${CDN_ORIGIN}/${area.remote}/${releaseId}/remoteEntry.js`) &&
      response.ok(),
  );
  await open(area.path);
  await entry;
  if (area.dialog) await expect(page.getByRole('dialog', { name: area.dialog })).toBeVisible();
  else await expect(slotOf(page, area.remote).getByRole('heading').first()).toBeVisible();
};

for (const area of REMOTES) {
  test(`${area.remote}: one command releases it, one rolls it back, the page follows`, async ({
    site,
    page,
    releases,
  }) => {
    const before = (await releases.status())[area.remote]?.live ?? null;
    skipUnlessBuilt(before !== null, `${area.remote} is not released: build it first`);
    if (area.signedIn) {
      const [username, password] = PROBE_ACCOUNTS[area.signedIn === 'agent' ? 'agent' : 'player'];
      const token = await apiLogin(page.request, username, password);
      await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
    }
    const copy = copyRelease(releases, area.remote, before!);
    try {
      const file = path.join(copy.dir, 'release.json');
      const info = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
      info.version = `${info.version}-again`;
      writeFileSync(file, JSON.stringify(info));

      const released = await releases.mfe('release', area.remote, '--from', copy.dir);
      expect(released.code, released.stderr).toBe(0);
      const next = (await releases.status())[area.remote]!.live!;
      expect(next).toMatch(/-again-/);
      await openOn(page, (where) => site.open(where), area, next);

      const rolledBack = await releases.mfe('rollback', area.remote);
      expect(rolledBack.code, rolledBack.stderr).toBe(0);
      expect((await releases.status())[area.remote]!.live).toBe(before);
      await openOn(page, () => page.reload(), area, before!);
    } finally {
      copy.dispose();
      if ((await releases.status())[area.remote]?.live !== before)
        await releases.mfe('rollback', area.remote, before!);
    }
  });
}
