import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { formatReport, outcomeOf } from '../../shared-contracts/scripts/conformance/report';
import { verifyContract } from '../../shared-contracts/scripts/conformance/verify';
import { startTestApp, TEST_SECRET } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const originOf = (server: { address(): AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** An answer the proxy sends instead of the platform's, or null to pass the platform's on. */
type Alter = (
  path: string,
  status: number,
  text: string,
) => { status: number; text: string } | null;

/** A tiny proxy in front of the platform that alters one endpoint's answers. */
const startProxy = async (target: string, alter: Alter): Promise<Server> => {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'idempotency-key']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const body = Buffer.concat(chunks);
      const upstream = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: body.length ? body : undefined,
      });
      const original = { status: upstream.status, text: await upstream.text() };
      const path = new URL(request.url ?? '/', target).pathname;
      const { status, text } = alter(path, original.status, original.text) ?? original;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

const account = { user: 'demo', password: 'Demo1234!', payloadSecret: TEST_SECRET };

describe('the conformance kit (pnpm contract:verify, ADR 0023)', () => {
  let ctx: TestApp;
  let api: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    api = originOf(ctx.app.server);
  }, 60_000);
  afterAll(() => ctx.close());

  it('passes against the reference platform, every endpoint listed', async () => {
    const results = await verifyContract({ api, ...account });
    expect(results.length).toBeGreaterThan(150);
    const failed = results.filter((result) => outcomeOf(result) === 'failed');
    expect(formatReport(failed)).toBe(formatReport([]));
    const transfer = results.find((result) => result.endpoint === 'POST /wps/v2/wallets/transfer');
    expect(transfer?.idempotency.outcome).toBe('passed');
    // Nothing is skipped silently: a check not made says why.
    for (const result of results)
      for (const check of [result.valid, result.malformed, result.auth, result.idempotency])
        if (check.outcome === 'not exercised') expect(check.note).not.toBe('');
  }, 120_000);

  it('fails, naming the endpoint, when one answers a value of the wrong shape', async () => {
    const proxy = await startProxy(api, (path, status, text) =>
      path === '/wps/system/status' && status === 200
        ? { status, text: JSON.stringify({ ...JSON.parse(text), value: { status: 'open' } }) }
        : null,
    );
    try {
      const only = ['GET /wps/system/status', 'GET /wps/system/banners'];
      const results = await verifyContract({ api: originOf(proxy), ...account, only });
      const report = formatReport(results);
      expect(report).toMatch(/^failed {2}GET \/wps\/system\/status .*valid: value\.status: /m);
      expect(report).toMatch(/^passed {2}GET \/wps\/system\/banners/m);
    } finally {
      proxy.close();
    }
  }, 60_000);

  it('fails, naming the endpoint, when one answers 500', async () => {
    const proxy = await startProxy(api, (path) =>
      path === '/wps/promotions'
        ? {
            status: 500,
            text: JSON.stringify({ success: false, message: 'Internal server error' }),
          }
        : null,
    );
    try {
      const results = await verifyContract({
        api: originOf(proxy),
        ...account,
        only: ['GET /wps/promotions', 'GET /wps/promotions/detail'],
      });
      const report = formatReport(results);
      expect(report).toMatch(/^failed {2}GET \/wps\/promotions {2}.*: 500/m);
      expect(report).toMatch(/^passed {2}GET \/wps\/promotions\/detail/m);
    } finally {
      proxy.close();
    }
  }, 60_000);
});
