const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'mfe-member', dir: __dirname, environment: 'jsdom' });
