const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'mfe-auth', dir: __dirname, environment: 'jsdom' });
