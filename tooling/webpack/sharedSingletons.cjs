// The ONE declaration of shared singletons (ARCHITECTURE rule 2). Every webpack config gets
// its `shared` map from here, with requiredVersion taken from the consuming package.json.
const { createRequire } = require('node:module');
const path = require('node:path');

/** Packages that must exist once per page. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'rxjs',
  '@tanstack/react-query',
  'shared-contracts',
  'shared-contracts/',
  'shared-ui',
  'shared-ui/',
];

/**
 * Shared but not singletons: libraries every package uses whole, downloaded once when versions
 * agree (loaded-first) instead of once per remote. Not zod: a shared package cannot be
 * tree-shaken, and zod's full entry (all locales) weighs more than the copies it would save.
 */
const SHARED_LIBRARIES = ['axios'];

/**
 * The contract's entries for one area each (package.json `exports`), which the shell provides
 * although only a remote imports them: a remote's own copy would bring its own zod and the
 * contract's common modules again (ADR 0021). The `shared-contracts/` prefix alone provides only
 * what the shell imports.
 */
const HOST_PROVIDED_SUBPATHS = [
  'shared-contracts/agent',
  'shared-contracts/fairDraw',
  'shared-contracts/lottery',
  'shared-contracts/member',
];

const WORKSPACE_PACKAGES = { 'shared-contracts': 'shared-contracts', 'shared-ui': 'shared-ui' };

const packageOf = (key) => key.replace(/\/$/, '');

/** Version range the package at `dir` requires for `name` ('^x.y.z' for workspace packages). */
const requiredVersionOf = (dir, name) => {
  const manifest = require(path.join(dir, 'package.json'));
  const range = { ...manifest.devDependencies, ...manifest.dependencies }[name];
  if (!range) return undefined;
  if (range.startsWith('workspace:')) {
    const workspaceDir = path.join(__dirname, '..', '..', WORKSPACE_PACKAGES[name]);
    return `^${require(path.join(workspaceDir, 'package.json')).version}`;
  }
  return /^\d/.test(range) ? `^${range}` : range;
};

/** The federation `shared` map for the package at `dir`. */
function sharedSingletons(dir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const requiredVersion = requiredVersionOf(dir, packageOf(key));
    if (!requiredVersion) continue;
    shared[key] = { singleton: true, requiredVersion, strictVersion: false };
  }
  for (const key of SHARED_LIBRARIES) {
    const requiredVersion = requiredVersionOf(dir, packageOf(key));
    if (!requiredVersion) continue;
    shared[key] = { singleton: false, requiredVersion };
  }
  return shared;
}

/**
 * The shell's `shared` map: every singleton, and the contract's area entries. An entry given by
 * its file is provided although the shell never imports it; its version must then be given too
 * (webpack reads none from a file path).
 */
function hostShared(dir) {
  const shared = sharedSingletons(dir);
  const prefix = shared['shared-contracts/'];
  if (!prefix) return shared;
  const requireFromHost = createRequire(path.join(dir, 'package.json'));
  const { version } = require(path.join(__dirname, '..', '..', 'shared-contracts', 'package.json'));
  for (const key of HOST_PROVIDED_SUBPATHS)
    shared[key] = { ...prefix, import: requireFromHost.resolve(key), version };
  return shared;
}

module.exports = {
  HOST_PROVIDED_SUBPATHS,
  WORKSPACE_PACKAGES,
  SINGLETONS,
  SHARED_LIBRARIES,
  hostShared,
  sharedSingletons,
  requiredVersionOf,
};
