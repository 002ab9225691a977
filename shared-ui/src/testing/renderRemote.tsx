import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';
import type { HostContext } from 'shared-contracts';

import { initSharedI18n } from '../harness/initSharedI18n';
import type { RemoteKit } from '../kit/defineRemote';
import { createRemoteClient } from '../kit/RemoteContext';
import { createRemoteQueryClient } from '../kit/remoteQueryClient';
import { createFakeHost, type FakeHost } from './fakeHost';
import { createFakeHttp, type FakeRoute } from './fakePlatform';

const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

/** What {@link renderRemote} renders. */
export interface RenderRemoteOptions<H extends HostContext = FakeHost> {
  /** The remote under test. */
  kit: RemoteKit;
  /** Where the router starts, e.g. `/promotions?category=slots`. */
  route?: string;
  /** Router state of the first entry. */
  state?: unknown;
  /** Fake platform routes by path. */
  api?: Record<string, FakeRoute>;
  host?: H;
  /** The screens (usually the remote's routes). */
  children: ReactNode;
}

/** The render result with the host, the calls made and where the router is. */
export interface RenderRemoteResult<H extends HostContext = FakeHost> extends RenderResult {
  host: H;
  /** Body (or query parameters) of every call the screens made to a path. */
  calls: (path: string) => Array<Record<string, string>>;
  /** Body of every call to a path. */
  bodies: (path: string) => unknown[];
  /** The router's current location (path and query). */
  location: () => string;
  locationState: () => unknown;
}

/**
 * Renders a remote's screens the way the shell mounts them: under a router, with a host
 * context, the remote's providers (a fresh cache, no retries) and a fake platform behind the
 * real client.
 */
export const renderRemote = <H extends HostContext = FakeHost>({
  kit,
  route = '/',
  state,
  api = {},
  host = createFakeHost() as unknown as H,
  children,
}: RenderRemoteOptions<H>): RenderRemoteResult<H> => {
  initSharedI18n();
  const { http, calls, bodies } = createFakeHttp(api);
  const queryClient = createRemoteQueryClient(0);
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const [pathname, search = ''] = route.split('?');
  let current: Location | null = null;
  const result = render(
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
      <kit.Providers host={host} client={createRemoteClient(host, http)} queryClient={queryClient}>
        {children}
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
      </kit.Providers>
    </MemoryRouter>,
  );
  return {
    ...result,
    host,
    calls,
    bodies,
    location: () => (current ? `${current.pathname}${current.search}` : ''),
    locationState: () => current?.state,
  };
};

/** Options of a remote's own renderer: {@link RenderRemoteOptions} with the screens optional. */
export type RendererOptions = Omit<RenderRemoteOptions, 'kit' | 'children'> & {
  children?: ReactNode;
};

/**
 * A remote's test renderer: {@link renderRemote} with the remote's kit and, unless a test gives
 * its own screens, the remote's routes.
 */
export const createRenderer =
  (kit: RemoteKit, routes: ReactNode) =>
  ({ children, ...options }: RendererOptions = {}) =>
    renderRemote({ kit, ...options, children: children ?? routes });
