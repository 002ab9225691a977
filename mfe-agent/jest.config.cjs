const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'mfe-agent', dir: __dirname, environment: 'jsdom' });
