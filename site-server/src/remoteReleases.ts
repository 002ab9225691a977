import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { RegistryDocument } from 'shared-contracts';

/** A remote area the shell's server render can render (ADR 0017). */
export interface RemoteRelease {
  /** The release's `server/render.cjs`. */
  renderFile: string;
  /** The module's own stylesheets, as URLs on the CDN, for the page's head. */
  styles: string[];
}

interface ManifestExpose {
  name?: string;
  assets?: { css?: { sync?: unknown } };
}

/** `/<remote>/<release id>/mf-manifest.json` of a registry entry's manifest URL. */
const RELEASE_PATH = /\/(mfe-[a-z0-9-]+)\/([0-9A-Za-z.+_-]+)\/mf-manifest\.json$/;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/**
 * Finds the release of a remote that the visitor's registry names (the live one, or their
 * canary) in the releases directory beside the registry file (the release store of `pnpm mfe`),
 * so a release, rollback or canary renders its own version at once. Answers null when the
 * remote is not released, its release has no server render or the module is not in it: the
 * area then renders its placeholder.
 */
export const remoteReleases = (
  registryFile: string | null,
): ((
  remote: string,
  module: string,
  registry: RegistryDocument | null,
) => RemoteRelease | null) => {
  // A release folder never changes: whether it has a server render, and its manifest's
  // modules, are read once per folder.
  const folders = new Map<string, { hasRender: boolean; exposes: ManifestExpose[] }>();
  const releaseIn = (folder: string) => {
    let release = folders.get(folder);
    if (!release) {
      const hasRender = existsSync(path.join(folder, 'server', 'render.cjs'));
      const manifest = hasRender
        ? (readJson(path.join(folder, 'mf-manifest.json')) as { exposes?: ManifestExpose[] })
        : {};
      release = { hasRender, exposes: manifest.exposes ?? [] };
      folders.set(folder, release);
    }
    return release;
  };
  return (remote, module, registry) => {
    try {
      const manifestUrl = registry?.remotes[remote]?.manifestUrl;
      const match = manifestUrl ? RELEASE_PATH.exec(new URL(manifestUrl).pathname) : null;
      if (!manifestUrl || !match || match[1] !== remote || !registryFile) return null;
      const folder = path.join(path.dirname(registryFile), remote, match[2] ?? '');
      const { hasRender, exposes } = releaseIn(folder);
      if (!hasRender) return null;
      const renderFile = path.join(folder, 'server', 'render.cjs');
      const expose = exposes.find((candidate) => candidate.name === module);
      if (!expose) return null;
      const sync = expose.assets?.css?.sync;
      const styles = (Array.isArray(sync) ? sync : [])
        .filter((file): file is string => typeof file === 'string')
        .map((file) => new URL(file, manifestUrl).href);
      return { renderFile, styles };
    } catch {
      // An unreadable registry or manifest: the area loads in the browser, as before.
      return null;
    }
  };
};
