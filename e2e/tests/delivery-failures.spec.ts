import type { Page, Route } from '@playwright/test';
import { REMOTE_CATALOGUE, REMOTE_IDS, type RemoteSpec } from 'shared-contracts';

import { skipUnlessBuilt } from '../fixtures/builtOrSkip';
import { expect, integrityOf, slotOf, test, withoutValidators } from '../fixtures/delivery';
import { apiLogin, PROBE_ACCOUNTS } from '../fixtures/player';
import { CDN_ORIGIN } from '../fixtures/site';

/**
 * Every area of every remote the failure matrix covers, from the remote catalogue's probes: a
 * remote added to the catalogue (by `pnpm new:remote`) is covered with no edit here.
 */
const AREAS = REMOTE_IDS.flatMap((remote) => {
  const spec: RemoteSpec = REMOTE_CATALOGUE[remote];
  return (spec.probes ?? []).map((probe) => ({ remote, ...probe }));
});
type Area = (typeof AREAS)[number];

/**
 * The slots' patience in this matrix: SPEC's 120 s is the site's (a slow network is waited for,
 * navigation.spec.ts), the site configuration's `remotePatienceMs` shortens it so a hung remote is
 * tested quickly.
 */
const PATIENCE_MS = 8_000;
/** Longer than the slot's patience. */
const MANIFEST_DELAY_MS = 9_000;
/**
 * The slot must show its message within this time of the page's load event: its patience plus
 * the application's start, which follows that event on a server-rendered page (ADR 0016).
 */
const MESSAGE_WITHIN_MS = 12_000;
/**
 * A signed-in area (the agent centre of `?ac=`) opens once the stored session is confirmed by
 * the platform (issue 29: a session is never assumed, nor dropped, before the platform answers),
 * so its slot starts later: the same patience, counted from then.
 */
const SIGNED_IN_MESSAGE_WITHIN_MS = 18_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives the page the matrix's patience: in the site configuration a server-rendered page carries
 * in its HTML (the `site-config` data block, issue 31) and in /site-config.json, which a
 * client-only page fetches.
 */
const withMatrixPatience = async (page: Page) => {
  await page.route('**/site-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, remotePatienceMs: PATIENCE_MS } });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script[^>]*\bid="site-config"[^>]*>\s*)\{/,
      `$1{"remotePatienceMs":${PATIENCE_MS},`,
    );
    return route.fulfill({ response, body: html });
  });
};

/**
 * Wraps a webpack chunk so every component it default-exports throws while
 * `window.__renderFault` is set; clearing the flag is the fault going away.
 */
const throwingChunk = (original: string) => {
  const key = /self\.(webpackChunk\w+)|self\["(webpackChunk[^"]+)"\]/.exec(original);
  const name = key?.[1] ?? key?.[2];
  if (!name) throw new Error('not a webpack chunk');
  return `(function () {
  var captured = [];
  var fake = { ${JSON.stringify(name)}: { push: function (item) { captured.push(item); } } };
  (function (self) {
${original}
  })(fake);
  captured.forEach(function (item) {
    var modules = item[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module) {
        factory.apply(this, arguments);
        var original = module.exports && module.exports.default;
        if (typeof original !== 'function') return;
        module.exports = {
          __esModule: true,
          default: function FaultyArea(props) {
            if (window.__renderFault) throw new Error('injected render fault');
            return original(props);
          },
        };
      };
    });
    (self[${JSON.stringify(name)}] = self[${JSON.stringify(name)}] || []).push(item);
  });
})();`;
};

/** One way a remote can fail: how to cause it, and how to end it. */
interface Fault {
  name: string;
  cause(page: Page, area: Area): Promise<unknown>;
  end(page: Page, area: Area): Promise<void>;
  /** What shows the fault really happened. */
  evidence?: RegExp;
}

const releaseFiles = (area: Area, file: string) => `${CDN_ORIGIN}/${area.remote}/*/${file}`;

const FAULTS: Fault[] = [
  {
    name: 'its server is down',
    cause: (page, area) =>
      page.route(`${CDN_ORIGIN}/${area.remote}/**`, (route) => route.abort('connectionrefused')),
    end: (page, area) => page.unroute(`${CDN_ORIGIN}/${area.remote}/**`),
  },
  {
    name: 'its manifest is slower than the slot is patient',
    cause: (page, area) =>
      page.route(releaseFiles(area, 'mf-manifest.json'), async (route: Route) => {
        await delay(MANIFEST_DELAY_MS);
        await route.continue().catch(() => undefined);
      }),
    end: (page, area) => page.unroute(releaseFiles(area, 'mf-manifest.json')),
  },
  {
    name: 'its entry fails to evaluate',
    evidence: /injected entry fault/,
    async cause(page, area) {
      const body = "throw new Error('injected entry fault');";
      // The registry vouches for these bytes, so the browser evaluates them and they throw.
      await page.route('**/registry.json', async (route) => {
        const response = await route.fetch();
        const registry = (await response.json()) as {
          remotes: Record<string, { integrity?: string }>;
        };
        registry.remotes[area.remote]!.integrity = integrityOf(body);
        await route.fulfill({
          status: 200,
          headers: withoutValidators(response.headers()),
          json: registry,
        });
      });
      await page.route(releaseFiles(area, 'remoteEntry.js'), (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
          body,
        }),
      );
    },
    async end(page, area) {
      await page.unroute('**/registry.json');
      await page.unroute(releaseFiles(area, 'remoteEntry.js'));
    },
  },
  {
    name: 'its component throws on render',
    evidence: /injected render fault/,
    async cause(page, area) {
      await page.addInitScript(() => {
        (window as unknown as { __renderFault: boolean }).__renderFault = true;
      });
      await page.route(
        releaseFiles(area, `__federation_expose_${area.module}.*.js`),
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            status: 200,
            headers: withoutValidators(response.headers()),
            body: throwingChunk(await response.text()),
          });
        },
      );
    },
    async end(page) {
      await page.evaluate(() => {
        (window as unknown as { __renderFault: boolean }).__renderFault = false;
      });
    },
  },
];

let liveRemotes: string[] = [];
test.beforeAll(async ({ request }) => {
  const registry = (await (await request.get('/registry.json')).json()) as {
    remotes: Record<string, unknown>;
  };
  liveRemotes = Object.keys(registry.remotes);
});

for (const area of AREAS) {
  test.describe(`${area.remote} on ${area.path}`, () => {
    test.beforeEach(() => {
      skipUnlessBuilt(
        liveRemotes.includes(area.remote),
        `${area.remote} is not built and released`,
      );
    });

    for (const fault of FAULTS) {
      test(`when ${fault.name}, the rest works and retry recovers`, async ({ site, page }) => {
        const slot = slotOf(page, area.remote);
        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        page.on('pageerror', (error) => messages.push(error.message));

        await test.step('cause the fault and open the page', async () => {
          if (area.signedIn) {
            const [username, password] =
              PROBE_ACCOUNTS[area.signedIn === 'agent' ? 'agent' : 'player'];
            const token = await apiLogin(page.request, username, password);
            await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
          }
          await withMatrixPatience(page);
          await fault.cause(page, area);
          await site.open(area.path);
        });
        await test.step('the slot shows a clear message with retry, the shell stays', async () => {
          await expect(slot.getByRole('alert')).toContainText('This area is unavailable', {
            timeout: area.signedIn ? SIGNED_IN_MESSAGE_WITHIN_MS : MESSAGE_WITHIN_MS,
          });
          await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('banner').getByRole('button').first()).toBeEnabled();
          if (area.sideMenu)
            await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
          if (fault.evidence) expect(messages.join('\n')).toMatch(fault.evidence);
        });
        await test.step('retry recovers once the fault is gone', async () => {
          await fault.end(page, area);
          await slot.getByRole('button', { name: 'Try again' }).click();
          await expect(slot.getByText('This area is unavailable')).toHaveCount(0);
          if (area.dialog) {
            await expect(page.getByRole('dialog', { name: area.dialog })).toBeVisible();
          } else {
            await expect(slot.getByRole('heading').first()).toBeVisible();
          }
        });
      });
    }
  });
}
