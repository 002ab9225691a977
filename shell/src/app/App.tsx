import { hydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { HostContext, PlatformClient } from 'shared-contracts';
import { RemoteRenderContext, type RemoteRenderSupport } from 'shared-ui/kit';

import { createShellClient } from '../api/client';
import { createShellQueryClient } from '../api/queryClient';
import { type RenderState, RenderStateContext } from '../ssr/renderState';
import { AppProviders } from './AppProviders';
import { SiteRoot } from './SiteRoot';

/** Opt into the v7 behaviours now (and silence the migration warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The bus, site configuration and token access built by the bootstrap (or the server). */
  host: HostContext;
  /** What the server rendered the page with; null when the browser renders alone. */
  renderState: RenderState | null;
  /** The server brings its own, already holding the platform's answers. */
  client?: PlatformClient;
  queryClient?: QueryClient;
  /** The server's: the client and caches the route's remote area renders with. */
  remoteRender?: RemoteRenderSupport;
  /** The router with the site inside: the browser's, or the server's for one URL. */
  children: ReactNode;
}

/** The shell's providers around a router: the same tree in the browser and on the server. */
export const AppFrame = ({ host, renderState, children, ...given }: AppFrameProps) => {
  const [client] = useState(() => given.client ?? createShellClient(host));
  const [queryClient] = useState(() => {
    if (given.queryClient) return given.queryClient;
    const created = createShellQueryClient();
    // The answers the server rendered with: the first render shows exactly its HTML.
    if (renderState) hydrate(created, renderState.queries);
    return created;
  });
  const [remoteRender] = useState<RemoteRenderSupport | null>(() => {
    if (given.remoteRender) return given.remoteRender;
    const rendered = renderState?.remote;
    // The answers the server rendered the route's remote area with, for its own cache.
    return rendered
      ? {
          dehydratedFor: (namespace) =>
            namespace === rendered.namespace ? rendered.queries : undefined,
        }
      : null;
  });
  return (
    <RenderStateContext.Provider value={renderState}>
      <RemoteRenderContext.Provider value={remoteRender}>
        <AppProviders host={host} client={client} queryClient={queryClient}>
          {children}
        </AppProviders>
      </RemoteRenderContext.Provider>
    </RenderStateContext.Provider>
  );
};

/** Props of {@link App}. */
export interface AppProps {
  host: HostContext;
  renderState?: RenderState | null;
}

/** The shell in the browser: providers, language and theme, site status, routes and layout. */
export const App = ({ host, renderState = null }: AppProps) => (
  <AppFrame host={host} renderState={renderState}>
    <BrowserRouter future={ROUTER_FUTURE}>
      <SiteRoot />
    </BrowserRouter>
  </AppFrame>
);
