import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Fastify from 'fastify';
import { WebSocketServer } from 'ws';

import { loadConfig } from '../src/config';
import { buildSiteServer } from '../src/server';

export const PAYLOAD_SECRET = 'site-test-secret';
export const SHARED_KEY = 'site-test-render-key';

/** A fresh temporary directory. */
export const tempDir = () => mkdtempSync(path.join(tmpdir(), 'site-server-'));

/** What the stand-in API answers for the documents the site server reads. */
export interface FakeApiSetup {
  chatLinks?: string[];
  domains?: string[];
  firebase?: Record<string, string> | null;
}

/**
 * A stand-in for the API origin (the reference platform or an operator's): the documents the
 * site server reads, an echo of what a forwarded call carried, an HTML page with a policy of its
 * own, and a WebSocket echo under /wps/ws. The site server never imports the platform.
 */
export const startFakeApi = async (setup: FakeApiSetup = {}) => {
  const api = Fastify();
  const state = { status: 0, brandName: 'Lucky Lotus', statusCalls: 0 };
  const ok = (value: unknown) => ({ success: true, value, message: 'OK' });
  api.get('/site-config.json', async () => ({
    apiBaseUrl: '',
    wsPath: '/wps/ws',
    registryUrl: '/registry.json',
    payloadSecret: PAYLOAD_SECRET,
    demoInbox: '/dev/inbox',
  }));
  api.get('/wps/system/customerService', async () =>
    ok({
      version: {
        pathList: [
          ...(setup.chatLinks ?? []).map((link) => ({ type: 1, path: link })),
          { type: 3, path: '/desk' },
        ],
      },
    }),
  );
  api.get('/wps/system/domainRoute', async () =>
    ok({ domainList: (setup.domains ?? []).map((domain, speed) => ({ domain, speed })) }),
  );
  api.get('/wps/system/setting/auth', async () =>
    ok({
      firebase: setup.firebase ?? null,
      googleLogin: false,
      facebookLogin: false,
      smsCountdownFactor: 1,
    }),
  );
  api.get('/wps/system/status', async (request) => {
    state.statusCalls += 1;
    return ok({
      status: state.status,
      location: { ip: String(request.headers['x-forwarded-for'] ?? request.ip), country: 'Local' },
    });
  });
  api.get('/wps/system/whitelabel', async () => ok({ name: state.brandName }));
  api.post('/admin/site-status', async (request) => {
    state.status = (request.body as { status: number }).status;
    return ok({ status: state.status });
  });
  const echo = async (request: { method: string; url: string; headers: unknown; body: unknown }) =>
    ok({ method: request.method, url: request.url, headers: request.headers, body: request.body });
  api.get('/wps/echo', echo);
  api.post('/wps/echo', echo);
  api.get('/lottery/sea', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'")
      .send('<p>sea</p>'),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  const sockets = new WebSocketServer({ noServer: true });
  api.server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (client) => {
      client.send(`hello ${String(request.headers['x-forwarded-for'])}`);
      client.on('message', (data) => client.send(`echo ${String(data)}`));
    });
  });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    api,
    state,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      sockets.close();
      await api.close();
    },
  };
};

/** A built shell as the tests need it: index.html, hashed and compressed files. */
export const writeSite = (files: Record<string, string | Buffer> = {}) => {
  const site = tempDir();
  const all: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><div id="root"></div>',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), content);
  }
  return site;
};

/** A registry document of one remote released on `cdn`. */
export const registry = (cdn: string, version = '1.0.0') => ({
  schemaVersion: 1,
  remotes: {
    'mfe-promo': {
      version,
      buildId: `build-${version}`,
      manifestUrl: `${cdn}/mfe-promo/${version}-abc/mf-manifest.json`,
      contractMajor: 1,
    },
  },
});

/**
 * Starts a site server against `apiOrigin`, its documents read before it answers. The release
 * store's files are looked at again only when their folder's watcher reports a change (a minute
 * between looks otherwise): a test that releases sees the page change through the watcher.
 */
export const startSiteServer = async (env: NodeJS.ProcessEnv) => {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RENDER_KEY: SHARED_KEY,
    RELEASE_RECHECK_MS: '60000',
    ...env,
  });
  const app = await buildSiteServer(config);
  await app.siteDocuments.ready(5_000);
  return { app, config };
};

/**
 * Resolves with `check`'s answer once it is true, asked every 10 ms for at most 2 s (false then):
 * what another process's release reaches through the watcher, a turn of the event loop later.
 */
export const eventually = async (check: () => Promise<boolean> | boolean): Promise<boolean> => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
};
