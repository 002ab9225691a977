// Name, dev port and exposed modules come from the remote catalogue.
const { createRemoteConfigs } = require('../tooling/webpack/createConfig.cjs');

module.exports = (_env, argv) => createRemoteConfigs({ dir: __dirname }, argv);
