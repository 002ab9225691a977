import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type RegistryDocument, registryDocumentSchema } from 'shared-contracts';

import { parsedStoreFile, type StoreFileState } from './storeFile';

/**
 * The files the browser will fetch for one module of a remote's live release (ADR 0026): the
 * page hints them in its first HTML so they download alongside the paint, not one after another.
 */
export interface RemoteFiles {
  /** The registry's manifest URL, as the federation runtime fetches it. */
  manifestUrl: string;
  /** The release's remoteEntry.js and the integrity the registry recorded for it. */
  entry: { url: string; integrity?: string };
  /** The module's own scripts (the manifest's `sync` JS), absolute URLs on the CDN. */
  scripts: string[];
}

interface Manifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** `/<remote>/<release id>/mf-manifest.json` of a registry entry's manifest URL. */
const RELEASE_PATH = /\/(mfe-[a-z0-9-]+)\/([0-9A-Za-z.+_-]+)\/mf-manifest\.json$/;

/**
 * The registry document of the release store (parsed again only when the file changes): a release
 * or rollback is in the next page's HTML, as it is in /registry.json. Null without a registry
 * file or when it is unreadable or invalid.
 */
export const liveRegistry = (registryFile: () => StoreFileState): (() => RegistryDocument | null) =>
  parsedStoreFile(registryFile, (text) => {
    if (text === null) return null;
    try {
      const parsed = registryDocumentSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  });

/**
 * Finds a module's files in the release the visitor's registry names (the live one, or their
 * canary), its manifest read from the release folder beside
 * the registry file (a release folder never changes: each manifest is read once). The entry's
 * URL is worked out as the shell's release guard does (shell/src/remotes/releaseGuard.ts), so a
 * hint and the runtime's request are the same URL. Null when the remote or module is unknown.
 */
export const remoteFiles = (
  registryFile: string | null,
): ((remote: string, module: string, registry: RegistryDocument | null) => RemoteFiles | null) => {
  const manifests = new Map<string, Manifest>();
  const manifestIn = (folder: string): Manifest => {
    let manifest = manifests.get(folder);
    if (!manifest) {
      manifest = JSON.parse(
        readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'),
      ) as Manifest;
      manifests.set(folder, manifest);
    }
    return manifest;
  };
  return (remote, module, registry) => {
    try {
      const entry = registry?.remotes[remote];
      if (!entry || !registryFile) return null;
      const match = RELEASE_PATH.exec(new URL(entry.manifestUrl).pathname);
      if (!match || match[1] !== remote) return null;
      const manifest = manifestIn(path.join(path.dirname(registryFile), remote, match[2] ?? ''));
      const expose = manifest.exposes?.find((candidate) => candidate.name === module);
      const remoteEntry = manifest.metaData?.remoteEntry;
      if (!expose || typeof remoteEntry?.name !== 'string') return null;
      const { publicPath } = manifest.metaData ?? {};
      const base =
        typeof publicPath === 'string' && publicPath && publicPath !== 'auto'
          ? new URL(publicPath, entry.manifestUrl).href
          : new URL('.', entry.manifestUrl).href;
      const folder = typeof remoteEntry.path === 'string' ? remoteEntry.path : '';
      const entryUrl = new URL(
        folder ? `${folder.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name,
        base,
      ).href;
      const sync = expose.assets?.js?.sync;
      const scripts = (Array.isArray(sync) ? sync : [])
        .filter((file): file is string => typeof file === 'string')
        .map((file) => new URL(file, base).href);
      return {
        manifestUrl: entry.manifestUrl,
        entry: { url: entryUrl, ...(entry.integrity ? { integrity: entry.integrity } : {}) },
        scripts,
      };
    } catch {
      // An unreadable manifest: the page goes out without hints, the browser finds its way.
      return null;
    }
  };
};
