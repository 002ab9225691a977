const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'mfe-lottery', dir: __dirname, environment: 'jsdom' });
