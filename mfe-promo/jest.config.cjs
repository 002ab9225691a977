const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: 'mfe-promo', dir: __dirname, environment: 'jsdom' });
