// Runs every package's unit tests in one jest process (projects). Remotes come from the
// remote catalogue: a remote package cannot be left out.
const { workspaceRemotes } = require('./tooling/catalogue/catalogue.cjs');

module.exports = {
  // Tests that start the platform (migrations, the demo seed, password hashes) take seconds on a
  // loaded 2-core machine: 20 s each, not jest's 5.
  testTimeout: 20_000,
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
