import { loadConfig } from './config';
import { buildSiteServer } from './server';

/** Starts the site server: `API_ORIGIN=http://127.0.0.1:4000 pnpm --filter site-server start`. */
const start = async () => {
  const config = loadConfig();
  const app = await buildSiteServer(config);
  // Pages rendered before the API's documents arrive go out client-only: wait for them (the API
  // may be starting beside this server), then load the shell's render and the remotes' live
  // ones and fill the cache with the guests' main pages, before a visitor (or a load balancer's
  // health check) comes.
  if (await app.siteDocuments.ready(60_000)) {
    const started = Date.now();
    // As a guest reaching the canonical public origin (the cache's key has the host).
    const host = new URL(config.publicOrigins[0] ?? `http://127.0.0.1:${config.port}`).host;
    for (const url of config.warmPaths) {
      // A first render may miss its deadline while the modules load: one more try.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const page = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', host },
        });
        if (page.headers['cdn-cache-control']) break;
        if (attempt === 1) app.log.warn({ url }, 'warm-up page not cached');
      }
    }
    if (config.warmPaths.length)
      app.log.info({ ms: Date.now() - started, pages: config.warmPaths }, 'warmed up');
  } else {
    app.log.warn({ apiOrigin: config.apiOrigin }, 'API not answering: pages go out client-only');
  }
  await app.listen({ port: config.port, host: config.host });
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
