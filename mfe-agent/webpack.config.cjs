// Name, dev port and exposed modules come from the remote catalogue.
const { createRemoteConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname }, argv);
