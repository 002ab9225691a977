const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'shell', dir: __dirname, environment: 'jsdom' });
