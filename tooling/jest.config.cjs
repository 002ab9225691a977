// Unit tests of the Node tooling (release rules, catalogue, scripts), beside the files they test.
const path = require('node:path');

const { jestProject } = require('./jest/preset.cjs');

const project = jestProject({ name: 'tooling', dir: __dirname, environment: 'node' });

// @fastify/static (the CDN server's tests) requires an ESM-only package that jest must compile.
const esmOnly = ['content-disposition'];

module.exports = {
  ...project,
  testMatch: [
    '<rootDir>/{bench,budgets,catalogue,release,scripts,webpack,test}/**/*.test.{mjs,cjs,ts}',
  ],
  transformIgnorePatterns: [
    `/node_modules/(?!(${esmOnly.map((name) => `\\.pnpm/${name}@|${name}/`).join('|')}))`,
  ],
  moduleNameMapper: {
    ...project.moduleNameMapper,
    '^tsx/cjs/api$': path.join(__dirname, 'jest', 'tsxRequire.cjs'),
  },
};
