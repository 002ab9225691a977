// Jest settings shared by every package: @swc/jest transform (no type-check; tsc -b does that),
// which also stands in for webpack's import.meta.webpackContext (webpackContextTransform.cjs).
const path = require('node:path');

/** @param {{ name: string, dir: string, environment?: 'node' | 'jsdom' }} options */
function jestProject({ name, dir, environment = 'jsdom' }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        path.join(__dirname, 'webpackContextTransform.cjs'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // pnpm paths: node_modules/.pnpm/<name>@<version>/node_modules/<name>; swiper ships ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7)[@/])'],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'cssModuleStub.cjs'),
      '\\.css$': path.join(__dirname, 'styleStub.cjs'),
      '\\.(png|svg|jpg|webp|otf)$': path.join(__dirname, 'fileStub.cjs'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'polyfills.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setupDom.cjs')] : [],
  };
}

module.exports = { jestProject };
