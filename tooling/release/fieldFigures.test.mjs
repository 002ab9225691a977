import http from 'node:http';

import {
  fetchFieldSeries,
  fetchFieldSummary,
  fieldSource,
  figuresLine,
  seriesLines,
} from './fieldFigures.mjs';

const ROW = {
  remote: 'mfe-promo',
  release: '1.4.0-b2',
  views: 40,
  failures: 3,
  errorRate: 0.075,
  p75: { LCP: 1234.4, INP: 88, CLS: 0.01, TTFB: 300, FIRST_TAP: null },
};

describe('field figures in pnpm mfe', () => {
  it('reads the platform named by API_ORIGIN, else the one pnpm start recorded, with ADMIN_TOKEN', () => {
    const ledger = { apiOrigin: 'http://127.0.0.1:5000' };
    expect(fieldSource({ ADMIN_TOKEN: 't' }, ledger)).toEqual({
      apiOrigin: 'http://127.0.0.1:5000',
      adminToken: 't',
    });
    expect(fieldSource({ ADMIN_TOKEN: 't', API_ORIGIN: 'http://api' }, ledger)?.apiOrigin).toBe(
      'http://api',
    );
    expect(fieldSource({}, ledger)).toBeNull();
    expect(fieldSource({ ADMIN_TOKEN: 't' }, {})).toBeNull();
  });

  it('prints a release on one line and the series minute by minute', () => {
    expect(figuresLine(ROW)).toBe('40 views, errors 7.5 % (3), p75 LCP 1234 ms, INP 88 ms');
    expect(figuresLine(undefined)).toBe('no views');
    expect(
      seriesLines([
        {
          minute: Date.UTC(2026, 10, 29, 13, 5),
          release: '1.4.0-b2',
          views: 12,
          failures: 1,
          p75Lcp: 1100,
          p75Inp: null,
        },
      ]),
    ).toEqual([
      '13:05  1.4.0-b2                    12 views     1 failures  p75 LCP  1100 ms  INP       -',
    ]);
    expect(seriesLines([])).toEqual(['no field data in this window']);
  });

  describe('against a platform answering as the reference one does', () => {
    let server;
    let source;
    const asked = [];
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        asked.push({ url: request.url, token: request.headers['x-admin-token'] });
        const ok = request.headers['x-admin-token'] === 'secret';
        response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        const value = request.url.startsWith('/admin/field-data/series')
          ? { series: [{ minute: 0, release: ROW.release, views: 1, failures: 0 }] }
          : { minutes: 60, releases: [ROW] };
        response.end(
          JSON.stringify(
            ok
              ? { success: true, value, message: 'OK' }
              : { success: false, value: null, message: 'Admin token required' },
          ),
        );
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      source = { apiOrigin: `http://127.0.0.1:${server.address().port}`, adminToken: 'secret' };
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('keys the summary by remote and release, and asks for the window', async () => {
      const figures = await fetchFieldSummary(source, 30);
      expect(figures.get('mfe-promo 1.4.0-b2')).toEqual(ROW);
      expect(asked.at(-1)).toEqual({ url: '/admin/field-data?minutes=30', token: 'secret' });
      expect(await fetchFieldSeries(source, 'mfe-promo', 15)).toHaveLength(1);
      expect(asked.at(-1)?.url).toBe('/admin/field-data/series?remote=mfe-promo&minutes=15');
    });

    it('says what the platform answered when it refuses', async () => {
      await expect(fetchFieldSummary({ ...source, adminToken: 'wrong' })).rejects.toThrow(
        '/admin/field-data?minutes=60 answered 401 Admin token required',
      );
    });
  });
});
