const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'mfe-lobby', dir: __dirname, environment: 'jsdom' });
