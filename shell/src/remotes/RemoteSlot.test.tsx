import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTRACT_MAJOR,
  EventBus,
  type HostContext,
  PlatformError,
  type RegistryDocument,
} from 'shared-contracts';

import { InShell } from '../testing/InShell';
import { pageReload } from './federation';
import { RemoteSlot } from './RemoteSlot';

const mockLoadRemote = jest.fn();
const mockRegisterRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => mockLoadRemote(...args),
  registerRemotes: (...args: unknown[]) => mockRegisterRemotes(...args),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

let mockRegistry: RegistryDocument;
jest.mock('./registry', () => ({ getRegistry: () => Promise.resolve(mockRegistry) }));

const host: HostContext = {
  bus: new EventBus(),
  config: { apiBaseUrl: '', wsPath: '/wps/ws', registryUrl: '/registry.json', payloadSecret: 's' },
  getToken: () => null,
  setToken: () => undefined,
};

const promoEntry = (contractMajor = CONTRACT_MAJOR) => ({
  version: '1.0.0',
  buildId: 'abc',
  manifestUrl: 'http://cdn.test/mfe-promo/1.0.0-abc/mf-manifest.json',
  contractMajor,
});

const renderSlot = () =>
  render(
    <InShell host={host}>
      <RemoteSlot remote="mfe-promo" module="PromotionsPage" />
    </InShell>,
  );

beforeEach(() => {
  mockLoadRemote.mockReset();
  mockRegisterRemotes.mockReset();
  mockRegistry = { schemaVersion: 1, remotes: { 'mfe-promo': promoEntry() } };
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('renders the exposed component with the host context', async () => {
  mockLoadRemote.mockResolvedValue({
    default: ({ host: given }: { host: HostContext }) => (
      <p>{given === host ? 'promotions with host' : 'wrong host'}</p>
    ),
  });
  renderSlot();
  expect(await screen.findByText('promotions with host')).toBeInTheDocument();
  expect(mockRegisterRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_promo', entry: promoEntry().manifestUrl }],
    expect.anything(),
  );
  expect(mockLoadRemote).toHaveBeenCalledWith('mfe_promo/PromotionsPage');
});

test('says "coming soon", without a retry, for a remote that is not released yet', async () => {
  mockRegistry = { schemaVersion: 1, remotes: {} };
  renderSlot();
  expect(await screen.findByText('remote.comingSoonTitle')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'remote.retry' })).not.toBeInTheDocument();
  expect(mockLoadRemote).not.toHaveBeenCalled();
});

test('says "coming soon" for a module the catalogue plans but the remote does not expose', async () => {
  render(
    <InShell host={host}>
      {/* No module is planned today (the points mall shipped): a name the remote lacks stands in. */}
      <RemoteSlot remote="mfe-promo" module={'NotYetExposedPage' as 'PromotionsPage'} />
    </InShell>,
  );
  expect(await screen.findByText('remote.comingSoonBody')).toBeInTheDocument();
  expect(mockLoadRemote).not.toHaveBeenCalled();
});

test('ignores registry entries of remotes this shell does not know', async () => {
  mockRegistry = {
    schemaVersion: 1,
    remotes: { 'mfe-future': promoEntry(), 'mfe-promo': promoEntry() },
  };
  mockLoadRemote.mockResolvedValue({ default: () => <p>promotions</p> });
  renderSlot();
  expect(await screen.findByText('promotions')).toBeInTheDocument();
});

test('refuses a release built against another contract major', async () => {
  mockRegistry = { schemaVersion: 1, remotes: { 'mfe-promo': promoEntry(CONTRACT_MAJOR + 1) } };
  renderSlot();
  expect(await screen.findByRole('alert')).toHaveTextContent('remote.incompatible');
  expect(mockLoadRemote).not.toHaveBeenCalled();
});

test('recovers through the retry button once the remote loads again', async () => {
  mockLoadRemote
    .mockRejectedValueOnce(new Error('Failed to fetch manifest'))
    .mockResolvedValue({ default: () => <p>promotions back</p> });
  renderSlot();
  await userEvent.click(await screen.findByRole('button', { name: 'remote.retry' }));
  expect(await screen.findByText('promotions back')).toBeInTheDocument();
  // The retry re-registers with force so cached failures are dropped.
  expect(mockRegisterRemotes).toHaveBeenLastCalledWith(expect.anything(), { force: true });
});

/** The page's HTML hinting the promo release's entry, as a server-rendered page does. */
const hintPromoEntry = (): HTMLLinkElement => {
  const hint = document.createElement('link');
  hint.rel = 'preload';
  hint.href = 'http://cdn.test/mfe-promo/1.0.0-abc/remoteEntry.js';
  document.head.appendChild(hint);
  return hint;
};

test("a retry loads the page anew when the page's HTML hinted the failed release", async () => {
  const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  const hint = hintPromoEntry();
  mockLoadRemote.mockRejectedValue(new Error('Failed to load script resources'));
  try {
    renderSlot();
    await userEvent.click(await screen.findByRole('button', { name: 'remote.retry' }));
    // Chromium answers a hinted file that failed with that failure for the document's life.
    await screen.findByRole('status');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  } finally {
    hint.remove();
  }
});

test('a component that threw while rendering is retried in place, hinted or not', async () => {
  const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  const hint = hintPromoEntry();
  let broken = true;
  mockLoadRemote.mockResolvedValue({
    default: () => {
      if (broken) throw new Error('render failure');
      return <p>promotions drawn</p>;
    },
  });
  try {
    renderSlot();
    const retry = await screen.findByRole('button', { name: 'remote.retry' });
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('promotions drawn')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  } finally {
    hint.remove();
  }
});

test('contains a remote that throws while rendering', async () => {
  mockLoadRemote.mockResolvedValue({
    default: () => {
      throw new Error('render failure');
    },
  });
  render(
    <InShell host={host}>
      <p>rest of the page</p>
      <RemoteSlot remote="mfe-promo" module="PromotionsPage" />
    </InShell>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('remote.unavailableBody');
  expect(screen.getByText('rest of the page')).toBeInTheDocument();
});

test('says the site cannot reach its servers when the platform itself is down', async () => {
  mockLoadRemote.mockRejectedValue(new Error('Failed to fetch manifest'));
  render(
    <InShell
      host={host}
      api={{
        '/wps/system/status': () => {
          throw new PlatformError('Network Error', 0, 'network');
        },
      }}
    >
      <RemoteSlot remote="mfe-promo" module="PromotionsPage" />
    </InShell>,
  );
  expect(await screen.findByText('remote.offlineBody')).toBeInTheDocument();
  expect(screen.queryByText('remote.unavailableBody')).not.toBeInTheDocument();
});
