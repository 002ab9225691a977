const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'shared-contracts', dir: __dirname, environment: 'node' });
