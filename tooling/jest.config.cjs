// Unit tests of the Node tooling (release rules, catalogue, scripts), beside the files they test.
const path = require('node:path');

const { jestProject } = require('./jest/preset.cjs');

const project = jestProject({ name: 'tooling', dir: __dirname, environment: 'node' });

module.exports = {
  ...project,
  testMatch: ['<rootDir>/{catalogue,release,scripts,webpack,test}/**/*.test.{mjs,cjs,ts}'],
  moduleNameMapper: {
    ...project.moduleNameMapper,
    '^tsx/cjs/api$': path.join(__dirname, 'jest', 'tsxRequire.cjs'),
  },
};
