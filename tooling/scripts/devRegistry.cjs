// Registry used by `pnpm dev`: every remote of the workspace points at its own dev server.
const path = require('node:path');

const { ROOT, workspaceRemotes } = require('../catalogue/catalogue.cjs');

function devRegistry() {
  const contractMajor = Number(
    require(path.join(ROOT, 'shared-contracts', 'package.json')).version.split('.')[0],
  );
  const remotes = {};
  for (const { id, dir, spec } of workspaceRemotes()) {
    remotes[id] = {
      version: require(path.join(dir, 'package.json')).version,
      buildId: 'dev',
      manifestUrl: `http://localhost:${spec.devPort}/mf-manifest.json`,
      contractMajor,
    };
  }
  return { schemaVersion: 1, remotes };
}

module.exports = { devRegistry };
