import type { FastifyInstance } from 'fastify';

import { startTestApp } from '../testApp';

/* /wps/system/domainRoute lists the site's own origin first, then the brand's stored domains. */

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  started = await startTestApp({
    PUBLIC_ORIGINS: 'http://play.example.test, http://www.play.example.test',
  });
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

it('lists the public origin the call came through first, then the stored domains', async () => {
  const domains = await domainsFor({ host: 'www.play.example.test' });
  expect(domains[0]).toBe('http://www.play.example.test');
  expect(domains).toContain('https://www.luckylotus.example');
  expect(domains).not.toContain('http://play.example.test');
  expect(new Set(domains).size).toBe(domains.length);
});

it('never lists an address taken from the Host header', async () => {
  const domains = await domainsFor({ host: 'attacker.example:8443' });
  expect(domains[0]).toBe('http://play.example.test');
  expect(domains.join(' ')).not.toContain('attacker');
});
