import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { eventually, registry, startFakeApi, startSiteServer, writeSite } from './siteFixtures';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

let api: Awaited<ReturnType<typeof startFakeApi>>;
let app: FastifyInstance;
const site = writeSite();
const registryFile = path.join(site, '..', `registry-${path.basename(site)}.json`);

beforeAll(async () => {
  api = await startFakeApi({
    chatLinks: ['https://chat.example.net/room/7', '/chat/support'],
    domains: ['https://play.example.com', 'https://m.luckylotus.example'],
    firebase: {
      apiKey: 'k',
      authDomain: 'demo-brand.firebaseapp.com',
      projectId: 'demo-brand',
      appId: 'a',
    },
  });
  writeFileSync(registryFile, JSON.stringify(registry('https://cdn-a.example.com')));
  ({ app } = await startSiteServer({
    API_ORIGIN: api.origin,
    SITE_DIR: site,
    REGISTRY_FILE: registryFile,
    PUBLIC_ORIGINS: 'https://play.example.com, https://www.play.example.com',
    // TLS ends at the proxy in front, which says so.
    TRUSTED_PROXIES: '127.0.0.1',
  }));
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const page = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/promotions', headers: { accept: 'text/html', ...headers } });

describe("the site's Content-Security-Policy", () => {
  it('is strict: remotes from the registry, chat, domains and Firebase from the API', async () => {
    const response = await page({ host: 'www.play.example.com', 'x-forwarded-proto': 'https' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://cdn-a.example.com',
      'https://apis.google.com',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'wss://www.play.example.com',
      'https://cdn-a.example.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      // The brand's other domain (the site's own origins are 'self').
      'https://m.luckylotus.example',
    ]);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://chat.example.net',
      'https://demo-brand.firebaseapp.com',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['report-uri']).toEqual(['/csp-report']);
    expect(Object.values(csp).flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('follows the registry: a release on another origin is allowed on the next page load', async () => {
    writeFileSync(registryFile, JSON.stringify(registry('https://cdn-b.example.com')));
    const scripts = async () =>
      directives(String((await page()).headers['content-security-policy']))['script-src'] ?? [];
    expect(
      await eventually(async () => (await scripts()).includes('https://cdn-b.example.com')),
    ).toBe(true);
    const csp = directives(String((await page()).headers['content-security-policy']));
    expect(csp['script-src']).not.toContain('https://cdn-a.example.com');
  });

  it('keeps an injected Host out of it: the socket is a configured public origin', async () => {
    const response = await page({ host: "x; frame-ancestors *; script-src 'unsafe-inline'" });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toMatch(/frame-ancestors \*/);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(csp).toMatch(/connect-src 'self' wss:\/\/play\.example\.com /);
    expect(csp).not.toMatch(/ x[; ]/);
  });
});

describe('headers on every answer', () => {
  it('sends HSTS, nosniff, a referrer and a permissions policy, and a CSP on pages only', async () => {
    for (const url of ['/promotions', '/site-config.json', '/index.html', '/wps/echo']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
    const json = await app.inject({ method: 'GET', url: '/site-config.json' });
    expect(json.headers['content-security-policy']).toBeUndefined();
  });
});
