import { act, render, screen } from '@testing-library/react';
import {
  CONTRACT_MAJOR,
  EventBus,
  type HostContext,
  type RegistryDocument,
  type SiteConfig,
} from 'shared-contracts';

import { InShell } from '../testing/InShell';
import { REMOTE_PATIENCE_MS } from './federation';
import { RemoteSlot } from './RemoteSlot';
import { STILL_LOADING_AFTER_MS } from './SlotLoading';

const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => mockLoadRemote(...args),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

const registry: RegistryDocument = {
  schemaVersion: 1,
  remotes: {
    'mfe-promo': {
      version: '1.0.0',
      buildId: 'abc',
      manifestUrl: 'http://cdn.test/mfe-promo/1.0.0-abc/mf-manifest.json',
      contractMajor: CONTRACT_MAJOR,
    },
  },
};
jest.mock('./registry', () => ({ getRegistry: () => Promise.resolve(registry) }));

const config: SiteConfig = {
  apiBaseUrl: '',
  wsPath: '/wps/ws',
  registryUrl: '/registry.json',
  payloadSecret: 's',
};

const renderSlot = (siteConfig: SiteConfig) => {
  const host: HostContext = {
    bus: new EventBus(),
    config: siteConfig,
    getToken: () => null,
    setToken: () => undefined,
  };
  return render(
    <InShell host={host}>
      <RemoteSlot remote="mfe-promo" module="PromotionsPage" />
    </InShell>,
  );
};

/** Lets the timers run `ms` and the promises they settle resolve. */
const pass = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  mockLoadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a slow remote says it is still loading, and shows when it arrives within SPEC’s 120 s', async () => {
  let arrive: (value: unknown) => void = () => undefined;
  mockLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderSlot(config);
  await pass(STILL_LOADING_AFTER_MS - 100);
  expect(screen.getByText('remote.loading')).toBeInTheDocument();
  expect(screen.queryByText('remote.stillLoading')).not.toBeInTheDocument();
  await pass(200);
  expect(screen.getByText('remote.stillLoading')).toBeInTheDocument();
  // A minute later it is still waited for, not failed.
  await pass(60_000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () => arrive({ default: () => <p>promotions</p> }));
  expect(screen.getByText('promotions')).toBeInTheDocument();
  expect(screen.queryByText('remote.stillLoading')).not.toBeInTheDocument();
});

test('a remote that never arrives fails after SPEC’s 120 s, with a retry', async () => {
  mockLoadRemote.mockReturnValue(new Promise(() => undefined));
  renderSlot(config);
  await pass(REMOTE_PATIENCE_MS - 1000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await pass(2000);
  expect(screen.getByRole('alert')).toHaveTextContent('remote.unavailableBody');
  expect(screen.getByRole('button', { name: 'remote.retry' })).toBeInTheDocument();
});

test('the site configuration may set a shorter patience (remotePatienceMs)', async () => {
  mockLoadRemote.mockReturnValue(new Promise(() => undefined));
  renderSlot({ ...config, remotePatienceMs: 8000 });
  await pass(7000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await pass(1500);
  expect(screen.getByRole('alert')).toHaveTextContent('remote.unavailableBody');
});
