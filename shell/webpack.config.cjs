const { createShellConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = (_env, argv) => createShellConfig({ dir: __dirname, port: 3000 }, argv);
