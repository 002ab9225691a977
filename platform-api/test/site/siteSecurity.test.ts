import { violationsOf } from '../../src/areas/site/cspReports';
import { ADMIN_TOKEN, startTestApp } from '../testApp';

describe("security headers of the platform (the site's CSP is the site server's)", () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('sends HSTS, nosniff and a referrer policy on every answer', async () => {
    for (const url of ['/site-config.json', '/wps/system/status', '/wps/nothing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const json = await ctx.app.inject({ method: 'GET', url: '/site-config.json' });
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  });

  it("frames none of the platform's own pages, with the policy they bring", async () => {
    const inbox = await ctx.app.inject({ method: 'GET', url: '/dev/inbox' });
    expect(inbox.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(inbox.headers['x-frame-options']).toBe('DENY');
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
