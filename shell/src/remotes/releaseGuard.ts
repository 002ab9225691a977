import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type RegistryDocument, type RemoteId, REMOTES } from 'shared-contracts';

/** What the registry vouches for about one remote's live release. */
interface TrustedRelease {
  remote: RemoteId;
  integrity?: string;
}

/** Options of {@link createReleaseGuard}. */
export interface ReleaseGuardOptions {
  /** Refuse a release the registry records no integrity for (production builds). */
  requireIntegrity: boolean;
  /**
   * How long a remote's entry script may take before the runtime gives it up (its own default is
   * 20 s): SPEC's chunk time-out, so a slow network is waited for as long as the slot waits.
   */
  entryTimeoutMs?: number;
}

/** A remote was refused by the guard before any of its code could run. */
export class ReleaseRefusedError extends Error {
  override readonly name = 'ReleaseRefusedError';
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

const withoutQuery = (url: string): string => {
  const parsed = new URL(url, window.location.href);
  return `${parsed.origin}${parsed.pathname}`;
};

/**
 * The shell's trust boundary for remotes, as a federation runtime plugin. Only origins that
 * serve a release listed in the registry may serve manifests or entries (the CSP says the same
 * to the browser), and a remote entry runs only if its bytes match the integrity the registry
 * recorded: the script gets `integrity` and `crossorigin="anonymous"`, so the browser refuses
 * tampered bytes before evaluating them.
 */
export const createReleaseGuard = (options: ReleaseGuardOptions) => {
  const { requireIntegrity } = options;
  let allowedOrigins = new Set<string>();
  let releases = new Map<string, TrustedRelease>();
  const entryUrls = new Map<string, string>();

  const assertAllowed = (url: string, what: string) => {
    const origin = originOf(url);
    if (!origin || !allowedOrigins.has(origin)) {
      throw new ReleaseRefusedError(`${what} ${url} is not served from an origin in the registry`);
    }
  };

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'release-guard',
    // Runs before the retry plugin's fetch: a refused manifest URL is never requested.
    fetch(url) {
      assertAllowed(url, 'Manifest');
      return undefined;
    },
    // A manifest may not move the release's files to another origin (its entry, chunks and
    // styles are loaded from its public path), nor compute its public path with code. The
    // entry's URL is remembered: only that script carries the entry's integrity.
    loadRemoteSnapshot(args) {
      const meta = args.manifestJson?.metaData;
      if (meta && args.manifestUrl) {
        if ('getPublicPath' in meta && meta.getPublicPath)
          throw new ReleaseRefusedError(`${args.manifestUrl} computes its public path with code`);
        const publicPath =
          'publicPath' in meta && meta.publicPath && meta.publicPath !== 'auto'
            ? new URL(meta.publicPath, args.manifestUrl).href
            : new URL('.', args.manifestUrl).href;
        assertAllowed(publicPath, 'Public path');
        const { path, name } = meta.remoteEntry;
        entryUrls.set(
          args.moduleInfo.name,
          withoutQuery(
            new URL(path ? `${path.replace(/\/?$/, '/')}${name}` : name, publicPath).href,
          ),
        );
      }
      return args;
    },
    createScript({ url, remoteInfo }) {
      assertAllowed(url, 'Script');
      const release = remoteInfo && releases.get(remoteInfo.name);
      if (!release) throw new ReleaseRefusedError(`${url} belongs to no registered remote`);
      const entryUrl = entryUrls.get(remoteInfo.name) ?? withoutQuery(remoteInfo.entry);
      // Preloads of the release's content-hashed chunks: same origin rule, no entry hash.
      if (withoutQuery(url) !== entryUrl) return undefined;
      if (!release.integrity) {
        if (requireIntegrity)
          throw new ReleaseRefusedError(`${release.remote} has no recorded integrity`);
        return undefined;
      }
      const script = document.createElement('script');
      script.src = url;
      script.integrity = release.integrity;
      script.crossOrigin = 'anonymous';
      return options.entryTimeoutMs ? { script, timeout: options.entryTimeoutMs } : script;
    },
  };

  return {
    plugin,
    /** Trusts exactly the releases of this registry document (and their origins). */
    trust(registry: RegistryDocument) {
      const entries = Object.entries(registry.remotes) as [
        RemoteId,
        NonNullable<RegistryDocument['remotes'][RemoteId]>,
      ][];
      allowedOrigins = new Set(
        entries.map(([, entry]) => originOf(entry.manifestUrl)).filter((o): o is string => !!o),
      );
      releases = new Map(
        entries.map(([remote, entry]) => [REMOTES[remote], { remote, integrity: entry.integrity }]),
      );
    },
  };
};
