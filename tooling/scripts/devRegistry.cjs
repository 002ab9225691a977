// Registry used by `pnpm dev`: every remote points at its own webpack dev server.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

function devRegistry() {
  const remotes = {};
  for (const name of fs.readdirSync(ROOT).filter((n) => n.startsWith('mfe-'))) {
    const configFile = path.join(ROOT, name, 'webpack.config.cjs');
    if (!fs.existsSync(configFile)) continue;
    const port = require(configFile)({}, { mode: 'development' }).devServer.port;
    const version = require(path.join(ROOT, name, 'package.json')).version;
    remotes[name] = {
      version,
      buildId: 'dev',
      manifestUrl: `http://localhost:${port}/mf-manifest.json`,
      contractMajor: Number(
        require(path.join(ROOT, 'shared-contracts', 'package.json')).version.split('.')[0],
      ),
    };
  }
  return { schemaVersion: 1, remotes };
}

module.exports = { devRegistry };
