// Runs every package's unit tests in one jest process (projects).
module.exports = {
  projects: [
    'shared-contracts',
    'shared-ui',
    'shell',
    'mfe-auth',
    'mfe-lobby',
    'mfe-promo',
    'platform-api',
  ].map((dir) => `<rootDir>/${dir}`),
};
