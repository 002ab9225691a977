const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'shared-ui', dir: __dirname, environment: 'jsdom' });
