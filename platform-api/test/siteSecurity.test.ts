import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { violationsOf } from '../src/site/cspReports';
import { ADMIN_TOKEN, startTestApp, tempDir } from './testApp';

const registry = (cdn: string) => ({
  schemaVersion: 1,
  remotes: {
    'mfe-promo': {
      version: '1.0.0',
      buildId: 'abc',
      manifestUrl: `${cdn}/mfe-promo/1.0.0-abc/mf-manifest.json`,
      contractMajor: 1,
    },
  },
});

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('site security headers', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const site = tempDir();
  const registryFile = path.join(site, '..', `registry-${path.basename(site)}.json`);
  beforeAll(async () => {
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(registryFile, JSON.stringify(registry('https://cdn-a.example.com')));
    ctx = await startTestApp({ SITE_DIR: site, REGISTRY_FILE: registryFile });
  });
  afterAll(() => ctx.close());

  const page = () =>
    ctx.app.inject({ method: 'GET', url: '/promotions', headers: { accept: 'text/html' } });

  it('serves the site with a strict CSP that allows only the registry remote origins', async () => {
    const response = await page();
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn-a.example.com']);
    expect(csp['connect-src']).toEqual(
      // The socket's origin is the configured public origin (PUBLIC_ORIGINS, here its default).
      expect.arrayContaining(["'self'", 'https://cdn-a.example.com', 'ws://127.0.0.1:4000']),
    );
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // The brand's live chat is the platform's own chat page (issue 17): same origin, no extra.
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['report-uri']).toEqual(['/csp-report']);
    const all = Object.values(csp).flat().join(' ');
    expect(all).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('follows the registry: a release on another origin is allowed on the next page load', async () => {
    writeFileSync(registryFile, JSON.stringify(registry('https://cdn-b.example.com')));
    // mtime granularity: make sure the change is seen as one.
    const later = new Date(Date.now() + 2000);
    utimesSync(registryFile, later, later);
    const csp = directives(String((await page()).headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn-b.example.com']);
  });

  it('sends HSTS, nosniff and a referrer policy on every answer', async () => {
    for (const url of ['/promotions', '/site-config.json', '/wps/nothing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const json = await ctx.app.inject({ method: 'GET', url: '/site-config.json' });
    expect(json.headers['content-security-policy']).toBeUndefined();
  });

  it('records CSP violation reports, readable and clearable by an admin only', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost/promotions',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example.com/x.js',
      },
    };
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(posted.statusCode).toBe(204);

    expect((await ctx.app.inject({ method: 'GET', url: '/admin/csp-reports' })).statusCode).toBe(
      401,
    );
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/admin/csp-reports',
      headers: { 'x-admin-token': ADMIN_TOKEN },
    });
    expect(listed.json().value.reports).toEqual([
      expect.objectContaining({
        violatedDirective: 'script-src-elem',
        blockedUri: 'https://evil.example.com/x.js',
      }),
    ]);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/admin/csp-reports',
      headers: { 'x-admin-token': ADMIN_TOKEN },
    });
    const cleared = await ctx.app.inject({
      method: 'GET',
      url: '/admin/csp-reports',
      headers: { 'x-admin-token': ADMIN_TOKEN },
    });
    expect(cleared.json().value.reports).toEqual([]);
  });

  it('ignores malformed reports without failing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: 'not json',
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('reading CSP reports', () => {
  it('reads the Reporting API format too', () => {
    const [violation] = violationsOf([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://localhost/',
          effectiveDirective: 'style-src-elem',
          blockedURL: 'inline',
        },
      },
      { type: 'deprecation', body: {} },
    ]);
    expect(violation).toEqual(
      expect.objectContaining({ violatedDirective: 'style-src-elem', blockedUri: 'inline' }),
    );
  });
});
