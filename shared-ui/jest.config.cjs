const { jestProject } = require('../tooling/jest/preset.cjs');

const project = jestProject({ name: 'shared-ui', dir: __dirname, environment: 'jsdom' });
const [swc] = Object.values(project.transform);

// Swiper ships only ES modules as .mjs, which the preset's pattern does not transform.
module.exports = { ...project, transform: { ...project.transform, '^.+\\.mjs$': swc } };
