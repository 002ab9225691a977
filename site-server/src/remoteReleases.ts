import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A remote area the shell's server render can render (ADR 0017). */
export interface RemoteRelease {
  /** The live release's `server/render.cjs`. */
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
 * Finds the live release of a remote in the releases directory beside the registry file (the
 * release store of `pnpm mfe`), re-reading the registry when it changes so a release or rollback
 * renders its own version at once. Answers null when the remote is not released, its release
 * has no server render or the module is not in it: the area then renders its placeholder.
 */
export const remoteReleases = (
  registryFile: string | null,
): ((remote: string, module: string) => RemoteRelease | null) => {
  let registry: { mtimeMs: number; manifests: Record<string, string> } | null = null;
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
  const manifestUrlOf = (remote: string): string | undefined => {
    if (!registryFile) return undefined;
    const { mtimeMs } = statSync(registryFile);
    if (registry?.mtimeMs !== mtimeMs) {
      const document = readJson(registryFile) as {
        remotes?: Record<string, { manifestUrl?: unknown }>;
      };
      const found: Record<string, string> = {};
      for (const [id, entry] of Object.entries(document.remotes ?? {})) {
        if (typeof entry.manifestUrl === 'string') found[id] = entry.manifestUrl;
      }
      registry = { mtimeMs, manifests: found };
    }
    return registry.manifests[remote];
  };
  return (remote, module) => {
    try {
      const manifestUrl = manifestUrlOf(remote);
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
