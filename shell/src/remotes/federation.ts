import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ComponentType } from 'react';
import {
  CONTRACT_MAJOR,
  type ExposedModule,
  isExposed,
  registryEntryOf,
  type RemoteId,
  type RemoteProps,
  REMOTES,
  type SiteConfig,
} from 'shared-contracts';

import { RemoteLoadError } from './errors';
import { documentHintedRelease, forgetFailedElements } from './failedElements';
import { getRegistry } from './registry';
import { createReleaseGuard } from './releaseGuard';

/**
 * How long an area waits for its remote's code before showing its failure state with a retry:
 * SPEC's chunk time-out (120 s), unless the site configuration says otherwise
 * (`remotePatienceMs`: the e2e failure matrix sets a short one for its hung remotes).
 */
export const REMOTE_PATIENCE_MS = 120_000;

/** The patience the site configuration asks for, else {@link REMOTE_PATIENCE_MS}. */
export const remotePatienceOf = (config: SiteConfig): number =>
  config.remotePatienceMs ?? REMOTE_PATIENCE_MS;

/**
 * How long the first screen's hydration waits for the code of the area the server rendered
 * (startApp) before it hydrates the frame without it; the area itself keeps waiting for its
 * code (its slot, up to {@link REMOTE_PATIENCE_MS}).
 */
export const SLOT_PATIENCE_MS = 8000;

/** Surfaces load failures to the console once, then lets the slot's error boundary handle them. */
const reportFailures: ModuleFederationRuntimePlugin = {
  name: 'report-remote-failures',
  errorLoadRemote({ id, error }) {
    console.warn(`Remote module ${id} failed to load`, error);
    // Returning nothing rethrows: the slot shows its fallback with a retry action.
    return undefined;
  },
};

/** Integrity and allowed origins of remotes; a production shell runs no unverified entry. */
const releaseGuard = createReleaseGuard({
  requireIntegrity: process.env.NODE_ENV === 'production',
  entryTimeoutMs: REMOTE_PATIENCE_MS,
});

/** Loads the page anew (a seam for tests: jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * Remotes whose last download failed or outlasted its patience (not those whose component threw
 * while rendering: their files arrived).
 */
const failedDownloads = new Set<RemoteId>();

let pluginsRegistered = false;
const registeredEntries = new Map<RemoteId, string>();

const ensurePlugins = () => {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    // First, so a refused origin is never fetched and every entry script carries its integrity.
    releaseGuard.plugin,
    // Network hiccups on manifest fetches get two quick retries before the slot gives up.
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 } }),
    reportFailures,
  ]);
};

const withPatience = <T>(promise: Promise<T>, remote: RemoteId, patienceMs: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new RemoteLoadError(
            remote,
            'unavailable',
            `${remote} took longer than ${patienceMs} ms`,
            'timeout',
          ),
        ),
      patienceMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * Registers a remote from the registry (once; again with `force` after a failure so the retry
 * starts clean) after checking it speaks this shell's contract major.
 */
const ensureRegistered = async (remote: RemoteId, afterFailure: boolean): Promise<string> => {
  const registry = await getRegistry({ fresh: afterFailure }).catch((error: unknown) => {
    throw new RemoteLoadError(remote, 'unavailable', String(error));
  });
  const entry = registryEntryOf(registry, remote);
  // In the catalogue but not released yet: not a failure, and retrying will not change it.
  if (!entry) throw new RemoteLoadError(remote, 'comingSoon', `${remote} is not released yet`);
  if (entry.contractMajor !== CONTRACT_MAJOR) {
    throw new RemoteLoadError(
      remote,
      'incompatible',
      `${remote}@${entry.version} speaks contract ${entry.contractMajor}, the shell speaks ${CONTRACT_MAJOR}`,
    );
  }
  releaseGuard.trust(registry);
  const name = REMOTES[remote];
  if (registeredEntries.get(remote) !== entry.manifestUrl || afterFailure) {
    if (afterFailure && typeof document !== 'undefined') {
      // Files the page's HTML hinted that failed fail again without a request in this document:
      // the retry loads the page anew (the area's address is kept), and this attempt never
      // settles. A component that threw while rendering had its files: it is retried in place.
      if (failedDownloads.has(remote) && documentHintedRelease(entry.manifestUrl)) {
        pageReload.reload();
        return new Promise<never>(() => undefined);
      }
      forgetFailedElements(entry.manifestUrl);
    }
    ensurePlugins();
    registerRemotes([{ name, entry: entry.manifestUrl }], { force: registeredEntries.has(remote) });
    registeredEntries.set(remote, entry.manifestUrl);
  }
  return name;
};

type LoadedComponent = { default: ComponentType<RemoteProps> };

/** Downloads an exposed component of a remote; rejects with a {@link RemoteLoadError}. */
const downloadRemoteComponent = async <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
  afterFailure: boolean,
): Promise<LoadedComponent> => {
  const load = async () => {
    if (!isExposed(remote, module)) {
      throw new RemoteLoadError(remote, 'comingSoon', `${remote} does not offer ${module} yet`);
    }
    const name = await ensureRegistered(remote, afterFailure);
    const exposed = await loadRemote<{ default?: ComponentType<RemoteProps> }>(`${name}/${module}`);
    if (!exposed?.default) {
      throw new RemoteLoadError(remote, 'unavailable', `${remote} does not expose ${module}`);
    }
    downloaded.set(`${remote}/${module}`, exposed.default);
    return { default: exposed.default };
  };
  return load().catch((error: unknown) => {
    if (error instanceof RemoteLoadError) throw error;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // webpack's ChunkLoadError ("Loading chunk … failed"): the entry came, a later file did not.
    const stage = /chunk/i.test(message) ? 'chunk' : 'entry';
    throw new RemoteLoadError(
      remote,
      'unavailable',
      error instanceof Error ? error.message : String(error),
      stage,
    );
  });
};

/** Downloads started ahead of rendering, by remote and module; each is taken once. */
const preloads = new Map<string, Promise<LoadedComponent>>();

/** Components downloaded so far, by remote and module (the latest attempt's). */
const downloaded = new Map<string, LoadedComponent['default']>();

/** The component of an exposed module once it has downloaded; undefined before. */
export const downloadedRemoteComponent = <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
): LoadedComponent['default'] | undefined => downloaded.get(`${remote}/${module}`);

/** An exposed module may say what it needs before its first render (its words): the kit's do. */
type Preparable = { prepare?: () => Promise<unknown> };

/**
 * Downloads the module whose area the server rendered, and what it needs before its first
 * render, so the page hydrates with it in one pass (ADR 0017): an area left waiting at its
 * Suspense boundary would be rendered anew, not hydrated, by any change above it. Gives up
 * quietly after `withinMs`; the area then hydrates when it arrives, or shows its failure.
 */
export const prepareRemoteComponent = async <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
  withinMs: number,
): Promise<void> => {
  preloadRemoteComponent(remote, module);
  const download = preloads.get(`${remote}/${module}`);
  if (!download) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, withinMs);
  });
  const prepared = download.then(({ default: component }) => (component as Preparable).prepare?.());
  await Promise.race([prepared.catch(() => undefined), giveUp]);
  clearTimeout(timer);
};

/**
 * Starts downloading the module a page will render (registry, manifest, entry and chunks) while
 * the shell itself is still starting, so the page's slot finds it under way.
 */
export const preloadRemoteComponent = <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
): void => {
  const key = `${remote}/${module}`;
  if (preloads.has(key)) return;
  const download = downloadRemoteComponent(remote, module, false);
  // The slot that takes it reports a failure; an untaken preload fails quietly.
  download.catch(() => undefined);
  preloads.set(key, download);
};

/**
 * Loads an exposed component of a remote (taking a preload when one is under way); rejects
 * with a {@link RemoteLoadError}, also when it takes longer than `patienceMs`. `afterFailure`
 * starts clean and ignores any preload.
 */
export const loadRemoteComponent = <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
  afterFailure: boolean,
  patienceMs: number = REMOTE_PATIENCE_MS,
): Promise<LoadedComponent> => {
  const key = `${remote}/${module}`;
  const preloaded = preloads.get(key);
  preloads.delete(key);
  const download =
    preloaded && !afterFailure ? preloaded : downloadRemoteComponent(remote, module, afterFailure);
  return withPatience(download, remote, patienceMs).then(
    (loaded) => {
      failedDownloads.delete(remote);
      return loaded;
    },
    (error: unknown) => {
      failedDownloads.add(remote);
      throw error;
    },
  );
};
