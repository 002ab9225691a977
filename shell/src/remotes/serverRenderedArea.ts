import { type ComponentType, createContext, useContext } from 'react';
import type { RemoteProps } from 'shared-contracts';

import { useRenderState } from '../ssr/renderState';

/**
 * The remote area the server renders with the page (ADR 0017): the route's exposed
 * module, from the remote's released server render. Absent for every other area, which renders
 * its loading placeholder on the server.
 */
export interface ServerRenderedArea {
  remote: string;
  module: string;
  Component: ComponentType<RemoteProps>;
}

export const ServerRenderedAreaContext = createContext<ServerRenderedArea | null>(null);

/**
 * Whether the page's HTML holds this area rendered by its remote: on the server, the component
 * to render it with; in the browser, `true` while the server's state names it.
 */
export const useServerRenderedArea = (
  remote: string,
  module: string,
): ComponentType<RemoteProps> | boolean => {
  const server = useContext(ServerRenderedAreaContext);
  const state = useRenderState();
  if (server) return server.remote === remote && server.module === module && server.Component;
  return state?.remote?.remote === remote && state.remote.module === module;
};
