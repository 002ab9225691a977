const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'platform-api', dir: __dirname, environment: 'node' });
