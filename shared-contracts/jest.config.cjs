const { jestProject } = require('../tooling/jest/preset.cjs');

const project = jestProject({ name: 'shared-contracts', dir: __dirname, environment: 'node' });

// scripts/: the OpenAPI generator and the conformance kit (Node only, never in the site).
module.exports = {
  ...project,
  testMatch: [...project.testMatch, '<rootDir>/scripts/**/*.test.ts'],
};
