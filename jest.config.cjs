// Runs every package's unit tests in one jest process (projects). Remotes come from the
// remote catalogue: a remote package cannot be left out.
const { workspaceRemotes } = require('./tooling/catalogue/catalogue.cjs');

module.exports = {
  projects: [
    'shared-contracts',
    'shared-ui',
    'shell',
    ...workspaceRemotes().map((remote) => remote.id),
    'platform-api',
    'site-server',
    'tooling',
  ].map((dir) => `<rootDir>/${dir}`),
};
