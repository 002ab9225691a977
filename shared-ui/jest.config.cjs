const { jestProject } = require('../tooling/jest/preset.cjs');

const project = jestProject({ name: 'shared-ui', dir: __dirname, environment: 'jsdom' });
const [swc] = Object.values(project.transform);

// Swiper ships only ES modules as .mjs, and pnpm puts it under node_modules/.pnpm/swiper@x/,
// which the preset's patterns miss: transform .mjs and let the .pnpm path through.
module.exports = {
  ...project,
  transform: { ...project.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7)[@/])'],
};
