// The remote catalogue (shared-contracts/src/site/remoteCatalogue.ts) for Node tooling: jest,
// eslint, webpack, the dev/start scripts and the release commands all read remotes from here.
const fs = require('node:fs');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

const ROOT = path.resolve(__dirname, '..', '..');
const CATALOGUE_FILE = path.join(ROOT, 'shared-contracts', 'src', 'site', 'remoteCatalogue.ts');

/** Loads the catalogue of the workspace at `root` (the real one by default). */
const loadCatalogue = (root = ROOT) =>
  tsxRequire(path.join(root, path.relative(ROOT, CATALOGUE_FILE)), __filename).REMOTE_CATALOGUE;

const REMOTE_CATALOGUE = loadCatalogue();

/** Every remote id of the catalogue. */
const REMOTE_IDS = Object.keys(REMOTE_CATALOGUE);

/** Remotes whose package exists in the workspace, with their folders. */
const workspaceRemotes = (root = ROOT) =>
  REMOTE_IDS.filter((id) => fs.existsSync(path.join(root, id, 'package.json'))).map((id) => ({
    id,
    dir: path.join(root, id),
    spec: REMOTE_CATALOGUE[id],
  }));

/** The webpack `exposes` map of a remote: './Name' → './src/exposes/Name.tsx'. */
const exposesOf = (id) =>
  Object.fromEntries(
    REMOTE_CATALOGUE[id].exposes.map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]),
  );

module.exports = {
  ROOT,
  CATALOGUE_FILE,
  REMOTE_CATALOGUE,
  REMOTE_IDS,
  loadCatalogue,
  workspaceRemotes,
  exposesOf,
};
