const { createRemoteConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = (_env, argv) =>
  createRemoteConfig(
    {
      dir: __dirname,
      port: 3101,
      exposes: {
        './AuthModals': './src/exposes/AuthModals.tsx',
        './RegisterPage': './src/exposes/RegisterPage.tsx',
        './LoginPage': './src/exposes/LoginPage.tsx',
      },
      harness: './src/harness/index.tsx',
    },
    argv,
  );
