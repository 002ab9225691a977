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
/**
 * How long the first screen waits for a server-rendered area's code before it hydrates without
 * it (shell's SLOT_PATIENCE_MS); the area's own patience starts after that.
 */
const HYDRATION_WAIT_MS = 8_000;
/**
 * Longer than the slot's patience counted from the document's start: the page's HTML hints the
 * entry (ADR 0026), so its request starts before the first screen's wait and the slot's clock.
 */
const ENTRY_DELAY_MS = 35_000;
/**
 * The slot must show its message within this time of the page's load event: its patience plus
 * the application's start, which follows that event on a server-rendered page (ADR 0016).
 */
const MESSAGE_WITHIN_MS = 12_000;
/**
 * A signed-in area (the agent centre of `?ac=`) opens once the stored session is confirmed by
 * the platform (a session is never assumed, nor dropped, before the platform answers),
 * so its slot starts later: the same patience, counted from then.
 */
const SIGNED_IN_MESSAGE_WITHIN_MS = 18_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives the page the matrix's patience: in the site configuration a server-rendered page carries
 * in its HTML (the `site-config` data block, ADR 0026) and in /site-config.json, which a
 * client-only page fetches.
 */
const withMatrixPatience = async (page: Page) => {
  await page.route('**/site-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, remotePatienceMs: PATIENCE_MS } });
  });
  await rewriteDocuments(page, (html) => html);
};

/**
 * Routes the page's documents through `rewrite`, with the matrix's patience put in their
 * `site-config` data block; a route added later runs first, so a fault's own rewrite includes
 * the patience. Answers the route's handler, for `page.unroute`.
 */
const rewriteDocuments = async (page: Page, rewrite: (html: string) => string) => {
  const handler = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script[^>]*\bid="site-config"[^>]*>\s*)\{/,
      `$1{"remotePatienceMs":${PATIENCE_MS},`,
    );
    return route.fulfill({ response, body: rewrite(html) });
  };
  await page.route('**/*', handler);
  return handler;
};

/** The server-rendered page's `registry` data block (ADR 0026), changed by `change`. */
const withInlineRegistry =
  (change: (registry: { remotes: Record<string, { integrity?: string }> }) => void) =>
  (html: string) =>
    html.replace(
      /(<script[^>]*\bid="registry"[^>]*>)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const registry = JSON.parse(json) as { remotes: Record<string, { integrity?: string }> };
        change(registry);
        return `${open}${JSON.stringify(registry).replace(/</g, '\\u003c')}${close}`;
      },
    );

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
  /**
   * How much later than other faults the slot may say so: a server-rendered area whose code is
   * slow shows the server's HTML while the first screen and then the slot wait for it.
   */
  later?: number;
}

const releaseFiles = (area: Area, file: string) => `${CDN_ORIGIN}/${area.remote}/*/${file}`;

/** Ends the slow-entry fault's wait. */
let networkRecovered: (() => void) | undefined;

/** The entry fault's document route, removed when the fault ends. */
let entryFaultDocuments: ((route: Route) => Promise<void>) | undefined;

const FAULTS: Fault[] = [
  {
    name: 'its server is down',
    cause: (page, area) =>
      page.route(`${CDN_ORIGIN}/${area.remote}/**`, (route) => route.abort('connectionrefused')),
    end: (page, area) => page.unroute(`${CDN_ORIGIN}/${area.remote}/**`),
  },
  {
    // The registry says where each entry is, so the page asks for no manifest (ADR 0026).
    name: 'its entry is slower than the slot is patient',
    later: HYDRATION_WAIT_MS,
    cause: (page, area) => {
      const recovered = new Promise<void>((resolve) => {
        networkRecovered = resolve;
      });
      return page.route(releaseFiles(area, 'remoteEntry.js'), async (route: Route) => {
        await Promise.race([delay(ENTRY_DELAY_MS), recovered]);
        await route.continue().catch(() => undefined);
      });
    },
    // The held requests go on as the network recovers: a retry may find its entry under way.
    async end(page, area) {
      networkRecovered?.();
      await page.unroute(releaseFiles(area, 'remoteEntry.js'));
    },
  },
  {
    name: 'its entry fails to evaluate',
    evidence: /injected entry fault/,
    async cause(page, area) {
      const body = "throw new Error('injected entry fault');";
      // The registry vouches for these bytes, so the browser evaluates them and they throw: the
      // one in the page's HTML, and the one a retry fetches.
      const vouch = (registry: { remotes: Record<string, { integrity?: string }> }) => {
        registry.remotes[area.remote]!.integrity = integrityOf(body);
      };
      entryFaultDocuments = await rewriteDocuments(page, withInlineRegistry(vouch));
      await page.route('**/registry.json', async (route) => {
        const response = await route.fetch();
        const registry = (await response.json()) as {
          remotes: Record<string, { integrity?: string }>;
        };
        vouch(registry);
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
      if (entryFaultDocuments) await page.unroute('**/*', entryFaultDocuments);
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
            timeout:
              (area.signedIn ? SIGNED_IN_MESSAGE_WITHIN_MS : MESSAGE_WITHIN_MS) +
              (fault.later ?? 0),
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
