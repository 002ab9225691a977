import type { FastifyInstance } from 'fastify';

import { contentSecurityPolicy } from '../src/site/contentSecurityPolicy';
import { startTestApp } from './testApp';

/* /wps/system/domainRoute lists the site's own origin first, then the brand's stored domains. */

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
});
afterAll(() => started.close());

const domainsFor = async (headers: Record<string, string>) => {
  const reply = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers });
  expect(reply.statusCode).toBe(200);
  return (reply.json().value.domainList as { domain: string; speed: number }[]).map(
    (entry) => entry.domain,
  );
};

it('lists the calling site origin first, then the stored domains', async () => {
  const domains = await domainsFor({ origin: 'http://127.0.0.1:8300' });
  expect(domains[0]).toBe('http://127.0.0.1:8300');
  expect(domains).toContain('https://www.luckylotus.example');
  expect(new Set(domains).size).toBe(domains.length);
});

it('uses the request host when the call is not cross-origin', async () => {
  const domains = await domainsFor({ host: 'play.example.test:8443' });
  expect(domains[0]).toBe('http://play.example.test:8443');
});

it('ignores an Origin that is not a web address', async () => {
  const domains = await domainsFor({ origin: 'null', host: 'site.test' });
  expect(domains[0]).toBe('http://site.test');
});

it('lets the site measure the brand domains: their origins are in connect-src only', () => {
  const policy = contentSecurityPolicy({
    remoteOrigins: [],
    frameOrigins: [],
    frameAncestors: [],
    socketOrigin: 'ws://site.test',
    probeOrigins: ['https://m.luckylotus.example'],
  });
  const directive = (name: string) =>
    policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';
  expect(directive('connect-src')).toContain('https://m.luckylotus.example');
  expect(directive('script-src')).not.toContain('luckylotus');
  expect(directive('img-src')).not.toContain('luckylotus');
});
