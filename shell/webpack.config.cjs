const {
  createShellConfig,
  createShellServerConfig,
} = require('../tooling/webpack/createConfig.cjs');

// The browser build, and the server render of the page frame (issue 19); the dev server
// serves the browser build alone.
module.exports = (env = {}, argv) =>
  env.WEBPACK_SERVE
    ? createShellConfig({ dir: __dirname, port: 3000 }, argv)
    : [
        createShellConfig({ dir: __dirname, port: 3000 }, argv),
        createShellServerConfig({ dir: __dirname }, argv),
      ];
