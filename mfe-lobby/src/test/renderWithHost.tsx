import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  type BusCommand,
  EventBus,
  type HostContext,
  type MemberInfo,
  type SiteConfig,
} from 'shared-contracts';
import { initSharedI18n } from 'shared-ui/harness';

import { createLobbyClient } from '../api/client';
import { LobbyProviders } from '../app/LobbyProviders';
import { GameFrameScreen } from '../features/gameFrame/GameFrameScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { InHouseScreen } from '../features/inhouse/InHouseScreen';
import { LobbyScreen } from '../features/lobby/LobbyScreen';
import { SeamlessScreen } from '../features/seamless/SeamlessScreen';
import { createFakeHttp, type FakeRoute } from './fakePlatform';

export const TEST_API_BASE_URL = 'http://api.test';
export const TEST_TOKEN = 'site-token-123';

/** The shared i18next instance, as the shell initialises it. */
export const initTestI18n = initSharedI18n;

export const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 'M000001',
  account: 'demo',
  userName: 'demo',
  nickname: 'Demo Player',
  isAgent: 1,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  vipLevel: 0,
  cpw: false,
  agentCentre: false,
  ...overrides,
});

/** A host context like the shell's, with a fresh bus; signed in when a member is given. */
export const createFakeHost = (signedIn: MemberInfo | null = null): HostContext => {
  const config: SiteConfig = {
    apiBaseUrl: TEST_API_BASE_URL,
    wsPath: '/wps/ws',
    registryUrl: '',
    payloadSecret: 'test',
  };
  const bus = new EventBus();
  let token: string | null = null;
  if (signedIn) {
    token = TEST_TOKEN;
    bus.session.set({ status: 'member', member: signedIn });
  }
  return {
    bus,
    config,
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
  };
};

/** Records the bus commands published during a test. */
export const recordCommands = (host: HostContext): BusCommand[] => {
  const commands: BusCommand[] = [];
  const types = ['OpenLogin', 'OpenRegister', 'RefreshBalance'] as const;
  for (const type of types) host.bus.on(type).subscribe((command) => commands.push(command));
  return commands;
};

/** Logs the fake host in, as the shell does after the login modal. */
export const logIn = (host: HostContext, who: MemberInfo = member()): void => {
  host.setToken(TEST_TOKEN);
  // The bus publishes synchronously into React state: the shell's update, seen from a test.
  act(() => host.bus.session.set({ status: 'member', member: who }));
};

const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

export interface RenderLobbyOptions {
  route: string;
  api: Record<string, FakeRoute>;
  host?: HostContext;
  children?: ReactNode;
  /** Router state of the first entry (the /game handoff). */
  state?: unknown;
}

export interface RenderLobbyResult extends RenderResult {
  host: HostContext;
  calls: (path: string) => Array<Record<string, string>>;
  /** Bodies of every POST (and DELETE query) to a path. */
  bodies: (path: string) => unknown[];
  location: () => string;
  locationState: () => unknown;
}

/**
 * Renders the lobby routes the way the shell mounts them: under a router, with a host context,
 * this remote's providers and a fake platform behind the real client.
 */
export const renderLobby = ({
  route,
  api,
  host = createFakeHost(),
  children,
  state,
}: RenderLobbyOptions): RenderLobbyResult => {
  initTestI18n();
  const { http, calls, bodies } = createFakeHttp(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current: Location | null = null;
  const result = render(
    <MemoryRouter
      initialEntries={[
        {
          pathname: route.split('?')[0],
          search: route.includes('?') ? `?${route.split('?')[1]}` : '',
          state,
        },
      ]}
    >
      <LobbyProviders host={host} client={createLobbyClient(host, http)} queryClient={queryClient}>
        {children ?? (
          <Routes>
            <Route path="/index" element={<HomeScreen />} />
            {['/rng', '/pvp', '/live', '/fish', '/sports', '/esports'].map((path) => (
              <Route key={path} path={path} element={<LobbyScreen />} />
            ))}
            <Route path="/inhouse" element={<InHouseScreen />} />
            <Route path="/seamless" element={<SeamlessScreen />} />
            <Route path="/game" element={<GameFrameScreen />} />
            <Route path="*" element={null} />
          </Routes>
        )}
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
      </LobbyProviders>
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
