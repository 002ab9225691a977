import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, createContext, useContext } from 'react';
import type { PlatformClient, RemoteProps } from 'shared-contracts';

import type { RemoteKit } from './defineRemote';

/**
 * What the host gives a remote's first screen that the server renders (ADR 0017), and
 * the same screen while the browser hydrates it: on the server, the request's platform client
 * and a fresh query cache per remote; in the browser, the answers the server rendered with.
 */
export interface RemoteRenderSupport {
  /** Server: the platform client of this request (the server reaches the API its own way). */
  client?: PlatformClient;
  /** Server: this request's query cache for a remote's namespace. */
  queryClientFor?: (namespace: string) => QueryClient;
  /** Browser: what the server fetched for a namespace, put in its cache before it hydrates. */
  dehydratedFor?: (namespace: string) => DehydratedState | undefined;
}

export const RemoteRenderContext = createContext<RemoteRenderSupport | null>(null);

const seeded = new WeakSet<QueryClient>();

/**
 * The query cache and client a remote's providers use: the request's on the server; in the
 * browser the remote's own cache, holding the server's answers before its first render.
 */
export const useRenderedQueryClient = (
  namespace: string,
  ownCache: QueryClient,
): { queryClient: QueryClient; client?: PlatformClient } => {
  const support = useContext(RemoteRenderContext);
  const serverCache = support?.queryClientFor?.(namespace);
  if (serverCache) return { queryClient: serverCache, client: support?.client };
  const state = support?.dehydratedFor?.(namespace);
  if (state && !seeded.has(ownCache)) {
    seeded.add(ownCache);
    hydrate(ownCache, state);
  }
  return { queryClient: ownCache };
};

/** What a remote's server bundle (`src/server.ts`, built to `dist/server/render.cjs`) exports. */
export interface RemoteServerRender {
  namespace: string;
  /** The exposed modules whose first screen the server renders. */
  modules: Readonly<Record<string, ComponentType<RemoteProps>>>;
  /**
   * The query parameters each module's first screen reads (`category`, `gameCode`...): a page
   * whose other parameters differ shows the same screen, so the site's server renders it once
   * for them all and shows the module no others. A module not named here sees the whole query
   * and is rendered for each one.
   */
  reads?: Readonly<Record<string, readonly string[]>>;
  /** A query cache with the remote's defaults (one per request). */
  createQueryClient: () => QueryClient;
  /** Puts the remote's words in `language` (and English) into a server i18next instance. */
  addTexts: (i18n: I18n, language: string) => Promise<void>;
}

/**
 * A remote's server bundle: the modules the site's server renders, with the remote's kit and the
 * query parameters each one reads.
 * `export default defineServerRender(lottery, { LotteryPage }, { LotteryPage: ['gameCode'] })` in
 * `src/server.ts`.
 */
export const defineServerRender = <M extends Record<string, ComponentType<RemoteProps>>>(
  kit: RemoteKit,
  modules: M,
  reads: { readonly [K in keyof M]: readonly string[] },
): RemoteServerRender => ({
  namespace: kit.namespace,
  modules,
  reads,
  createQueryClient: kit.createQueryClient,
  addTexts: kit.addTexts,
});
