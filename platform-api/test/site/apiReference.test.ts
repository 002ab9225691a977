import { readFileSync } from 'node:fs';
import path from 'node:path';

import { API_REFERENCE_PATH, OPENAPI_PATH } from '../../src/areas/site/apiReference';
import { startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('the API reference (ADR 0023)', () => {
  it('serves the committed OpenAPI document at /openapi.json', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const file = path.resolve(__dirname, '../../../docs/api/openapi.json');
    expect(answer.body).toBe(readFileSync(file, 'utf8'));
    expect(answer.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('serves the reference page with its own policy and every script from this origin', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: API_REFERENCE_PATH });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toEqual([
      `${API_REFERENCE_PATH}/redoc.standalone.js`,
      `${API_REFERENCE_PATH}/reference.js`,
    ]);
    for (const script of scripts) {
      const answer = await ctx.app.inject({ method: 'GET', url: script });
      expect([script, answer.statusCode]).toEqual([script, 200]);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      // Offline: nothing is fetched from a CDN.
      expect(answer.body).not.toMatch(/https:\/\/cdn\./);
    }
  });
});
