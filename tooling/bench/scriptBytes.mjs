// JavaScript before the page is interactive: the gzip -9 size of every script the page
// downloads from navigation until the load event has fired and the network has then been quiet
// for 500 ms (no request in flight: Playwright's `networkidle`), on Lighthouse's phone, not
// throttled. That is what the first screen needs to work: the shell, the shared vendors, the
// page's remote (which the shell starts after the load event) and what the first screen shows
// (e.g. DOMPurify for an announcement popup). Scripts requested later (on scroll, on the
// carousel's first autoplay step, on a command) do not count.
import { gzipSync } from 'node:zlib';

import { observePage, readObservations } from './pageObserver.mjs';
import { PHONE } from './phone.mjs';

export const SHARED_VENDORS = 'shared vendors (shell)';

/** Workspace packages the shell bundles, named by webpack in their chunks' file names. */
const SHELL_PACKAGES = ['shared-contracts', 'shared-ui'];

/**
 * The package a script belongs to: a remote's name for the CDN origin (its first path segment);
 * for the site's origin the shared vendors (chunks of node_modules), shared-contracts or
 * shared-ui (their own chunks, as the shell ships them), or the shell; the origin itself for
 * anything else.
 */
export const packageOf = (url, { site, cdn }) => {
  const { origin, pathname } = new URL(url);
  if (origin === cdn) return pathname.split('/')[1] || cdn;
  if (origin !== site) return origin;
  if (/node_modules/.test(pathname)) return SHARED_VENDORS;
  const file = pathname.split('/').pop() ?? '';
  const shared = SHELL_PACKAGES.find((name) => file.startsWith(`${name}_`));
  return shared ? `${shared} (shell)` : 'shell';
};

/**
 * Sizes by package, largest first, with the total: `[{ name, bytes }]`, `total`.
 * @param {{ url: string, gzip: number }[]} scripts
 */
export const byPackage = (scripts, origins) => {
  const sizes = new Map();
  for (const { url, gzip } of scripts) {
    const name = packageOf(url, origins);
    sizes.set(name, (sizes.get(name) ?? 0) + gzip);
  }
  return {
    packages: [...sizes.entries()]
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name)),
    total: scripts.reduce((sum, { gzip }) => sum + gzip, 0),
  };
};

/**
 * Loads `pageUrl` in a fresh context of `browser` and returns every script it downloaded before
 * it was interactive (definition above): `scripts` (`{ url, gzip, requestedMs }`, in request
 * order) and what pageObserver.mjs saw of the load (`observed`).
 */
export async function scriptsBeforeInteractive({ browser, pageUrl }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await observePage(page);
  const started = Date.now();
  const requested = new Map();
  const pending = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !requested.has(request.url()))
      requested.set(request.url(), Date.now() - started);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const observed = await readObservations(page);
  const bodies = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const unique = new Map(bodies.map((script) => [script.url, script]));
  const scripts = [...unique.values()]
    .map((script) => ({ ...script, requestedMs: requested.get(script.url) ?? null }))
    .sort((a, b) => (a.requestedMs ?? 0) - (b.requestedMs ?? 0));
  return { scripts, observed };
}
