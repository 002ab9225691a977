// Writes release.json beside a remote's manifest: what the release was built against, so the
// registry can record it and the shell can refuse an incompatible release.
const crypto = require('node:crypto');

const { consumedSurface } = require('./sharedSurface.cjs');

class ReleaseInfoPlugin {
  constructor({ name, version, contractRange, shared, federationRuntime }) {
    this.info = { name, version, contractRange, shared, federationRuntime };
  }

  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ReleaseInfoPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const entry = compilation.getAsset('remoteEntry.js');
          const contractMajor = Number(
            String(this.info.contractRange).replace(/^\D*/, '').split('.')[0],
          );
          const integrity = entry
            ? `sha384-${crypto.createHash('sha384').update(entry.source.buffer()).digest('base64')}`
            : undefined;
          const release = {
            name: this.info.name,
            version: this.info.version,
            buildId: compilation.fullHash ? compilation.fullHash.slice(0, 12) : String(Date.now()),
            contractMajor,
            // Singletons must match the shell's (release checks); shared libraries need not.
            shared: Object.fromEntries(
              Object.entries(this.info.shared)
                .filter(([, value]) => value.singleton)
                .map(([key, value]) => [key, value.requiredVersion]),
            ),
            libraries: Object.fromEntries(
              Object.entries(this.info.shared)
                .filter(([, value]) => !value.singleton)
                .map(([key, value]) => [key, value.requiredVersion]),
            ),
            // The workspace packages' exports it imports: the live shell's build must provide
            // each (their versions do not change with what they hold).
            sharedImports: consumedSurface(compilation),
            // The federation runtime version the remote runs on when it takes the shell's
            // (ADR 0020); absent when it brings its own.
            ...(this.info.federationRuntime && { federationRuntime: this.info.federationRuntime }),
            entryIntegrity: integrity,
            builtAt: new Date().toISOString(),
          };
          compilation.emitAsset(
            'release.json',
            new sources.RawSource(JSON.stringify(release, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { ReleaseInfoPlugin };
