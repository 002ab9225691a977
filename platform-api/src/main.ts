import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the platform and stops it cleanly on SIGINT/SIGTERM (open requests finish first). */
const main = async () => {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
