const { createRemoteConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = (_env, argv) =>
  createRemoteConfig(
    {
      dir: __dirname,
      port: 3106,
      exposes: {
        './PromotionsPage': './src/exposes/PromotionsPage.tsx',
        './PromotionDetailPage': './src/exposes/PromotionDetailPage.tsx',
      },
      harness: './src/harness/index.tsx',
    },
    argv,
  );
