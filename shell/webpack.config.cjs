const {
  createShellBootConfig,
  createShellConfig,
  createShellServerConfig,
  createShellServiceWorkerConfig,
} = require('../tooling/webpack/createConfig.cjs');

// The browser build, the server render of the page frame, the boot script of server-rendered
// pages (ADR 0016) and the service worker with its offline page (ADR 0028); the dev server
// serves the browser build alone.
module.exports = (env = {}, argv) =>
  env.WEBPACK_SERVE
    ? createShellConfig({ dir: __dirname, port: 3000 }, argv)
    : [
        { name: 'browser', ...createShellConfig({ dir: __dirname, port: 3000 }, argv) },
        createShellServerConfig({ dir: __dirname }, argv),
        createShellBootConfig({ dir: __dirname }, argv),
        createShellServiceWorkerConfig({ dir: __dirname }, argv),
      ];
