const { createRemoteConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = (_env, argv) =>
  createRemoteConfig(
    {
      dir: __dirname,
      port: 3102,
      exposes: {
        './HomePage': './src/exposes/HomePage.tsx',
        './LobbyPage': './src/exposes/LobbyPage.tsx',
        './InHousePage': './src/exposes/InHousePage.tsx',
        './SeamlessPage': './src/exposes/SeamlessPage.tsx',
        './GameFramePage': './src/exposes/GameFramePage.tsx',
      },
      harness: './src/harness/index.tsx',
    },
    argv,
  );
