import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { RegistryDocument } from 'shared-contracts';

import {
  bucketOf,
  canariesFileOf,
  canaryRemotesOf,
  liveCanaries,
  newBucket,
  registryFor,
  visitorBucket,
} from '../src/canaries';
import { storeFile } from '../src/storeFile';
import { registry, startFakeApi, startSiteServer, tempDir } from './siteFixtures';

/** Looked at on every call, as a store without change events (RELEASE_RECHECK_MS=0). */
const EVERY_CALL = { recheckMs: 0 };

const CDN = 'http://cdn.test';
const live = registry(CDN, '1.0.0') as RegistryDocument;
const canaryEntry = registry(CDN, '1.1.0').remotes['mfe-promo'];
const CANARIES = { 'mfe-promo': { share: 10, release: '1.1.0-abc', entry: canaryEntry } };

/** A release store's folder: registry.json and canaries.json side by side. */
const writeStore = (canaries: unknown = { schemaVersion: 1, remotes: CANARIES }) => {
  const dir = path.join(tempDir(), 'releases');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(live));
  writeFileSync(path.join(dir, 'canaries.json'), JSON.stringify(canaries));
  return path.join(dir, 'registry.json');
};

describe('canary buckets', () => {
  it('puts about the asked share of 10,000 new visitors in the canary', () => {
    const inCanary = Array.from({ length: 10_000 }, newBucket).filter(
      (bucket) => canaryRemotesOf(CANARIES, bucket).length > 0,
    ).length;
    // 10 % of 10,000: 1,000, within four standard deviations (30 each).
    expect(Math.abs(inCanary - 1_000)).toBeLessThan(120);
  });

  it('is sticky: a visitor with a bucket keeps it, one without gets a cookie only while a canary runs', () => {
    const headers: [string, string][] = [];
    const reply = { header: (name: string, value: string) => headers.push([name, value]) };
    expect(visitorBucket({ mfeBucket: '7' }, reply, CANARIES)).toBe(7);
    expect(visitorBucket({}, reply, {})).toBeNull();
    expect(headers).toEqual([]);
    const assigned = visitorBucket({}, reply, CANARIES);
    expect(headers).toEqual([
      ['Set-Cookie', `mfeBucket=${assigned}; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly`],
    ]);
    for (const bad of ['100', '-1', 'x', '']) expect(bucketOf({ mfeBucket: bad })).toBeNull();
  });

  it("gives a visitor under the share the canary's entry and everyone else the live one", () => {
    expect(registryFor(live, CANARIES, 9)?.remotes['mfe-promo']?.version).toBe('1.1.0');
    expect(registryFor(live, CANARIES, 10)?.remotes['mfe-promo']?.version).toBe('1.0.0');
    expect(registryFor(live, CANARIES, null)).toBe(live);
    expect(registryFor(null, CANARIES, 1)).toBeNull();
  });

  it('reads canaries.json beside the registry, leaving out an invalid entry', () => {
    const file = writeStore({
      schemaVersion: 1,
      remotes: { ...CANARIES, 'mfe-lobby': { share: 150, release: 'x', entry: canaryEntry } },
    });
    expect(Object.keys(liveCanaries(storeFile(canariesFileOf(file), EVERY_CALL))())).toEqual([
      'mfe-promo',
    ]);
    expect(liveCanaries(storeFile(null, EVERY_CALL))()).toEqual({});
    expect(liveCanaries(storeFile(path.join(tempDir(), 'canaries.json'), EVERY_CALL))()).toEqual(
      {},
    );
  });
});

/** Echoes the release of mfe-promo that the page was rendered with. */
const RENDERER = `
exports.renderDocument = async (request, setup) => ({
  kind: 'page',
  status: 200,
  html: '<p>promo ' + setup.registry.remotes['mfe-promo'].version + '</p>',
});
`;

describe('a canary on the site server', () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  let ctx: Awaited<ReturnType<typeof startSiteServer>>;
  beforeAll(async () => {
    api = await startFakeApi();
    const site = tempDir();
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(site, 'first-paint.json'), JSON.stringify({ styles: [], chunks: {} }));
    writeFileSync(path.join(site, 'render.cjs'), RENDERER);
    ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: path.join(site, 'render.cjs'),
      REGISTRY_FILE: writeStore(),
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await api.close();
  });

  const get = (url: string, bucket?: number) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        ...(bucket === undefined ? {} : { cookie: `mfeBucket=${bucket}` }),
      },
    });

  it("serves each visitor's registry and renders their page with it, cached apart", async () => {
    expect((await get('/registry.json', 3)).json().remotes['mfe-promo'].version).toBe('1.1.0');
    expect((await get('/registry.json', 60)).json().remotes['mfe-promo'].version).toBe('1.0.0');
    // Guests' pages are cached: the canary's and the live one's under keys of their own.
    for (let i = 0; i < 2; i += 1) {
      expect((await get('/promotions', 3)).body).toBe('<p>promo 1.1.0</p>');
      expect((await get('/promotions', 60)).body).toBe('<p>promo 1.0.0</p>');
    }
  });

  it('gives a new visitor a bucket that their next request keeps', async () => {
    const first = await get('/promotions');
    const cookie = String(first.headers['set-cookie']);
    const bucket = Number(/mfeBucket=(\d+)/.exec(cookie)?.[1]);
    expect(first.body).toBe(`<p>promo ${bucket < 10 ? '1.1.0' : '1.0.0'}</p>`);
    const again = await get('/registry.json', bucket);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json().remotes['mfe-promo'].version).toBe(bucket < 10 ? '1.1.0' : '1.0.0');
  });
});
