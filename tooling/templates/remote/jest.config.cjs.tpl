const { jestProject } = require('../tooling/jest/preset.cjs');

module.exports = jestProject({ name: '{{id}}', dir: __dirname, environment: 'jsdom' });
