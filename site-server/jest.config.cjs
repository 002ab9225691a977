const { jestProject } = require('../tooling/jest/preset.cjs');

const esmOnly = ['content-disposition', 'cookie'];

const project = jestProject({ name: 'site-server', dir: __dirname, environment: 'node' });

module.exports = {
  ...project,
  // Fastify's helpers require a few ESM-only packages (content-disposition 3, cookie 2): Node 20
  // loads them natively but jest needs them compiled to CommonJS.
  transformIgnorePatterns: [
    `/node_modules/(?!(${esmOnly.map((name) => `\\.pnpm/${name}@|${name}/`).join('|')}))`,
  ],
};
