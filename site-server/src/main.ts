import { loadConfig } from './config';
import { buildSiteServer } from './server';

/** Starts the site server: `API_ORIGIN=http://127.0.0.1:4000 pnpm --filter site-server start`. */
const start = async () => {
  const config = loadConfig();
  const app = await buildSiteServer(config);
  // Pages rendered before the API's documents arrive go out client-only: wait a little for them.
  if (!(await app.siteDocuments.ready(10_000)))
    app.log.warn(
      { apiOrigin: config.apiOrigin },
      'API not answering yet: pages go out client-only',
    );
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
