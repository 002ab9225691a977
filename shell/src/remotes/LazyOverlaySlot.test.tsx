import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { EventBus, type HostContext } from 'shared-contracts';

import { ensureShellI18n } from '../i18n/i18n';
import { InShell } from '../testing/InShell';
import { LazyOverlaySlot } from './LazyOverlaySlot';
import { warmRemote } from './warmRemote';

const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => mockLoadRemote(...args),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));
jest.mock('./registry', () => ({
  getRegistry: () =>
    Promise.resolve({
      schemaVersion: 1,
      remotes: {
        'mfe-auth': {
          version: '1',
          buildId: 'b',
          manifestUrl: 'http://cdn.test/m.json',
          contractMajor: 1,
        },
        'mfe-agent': {
          version: '1',
          buildId: 'b',
          manifestUrl: 'http://cdn.test/agent.json',
          contractMajor: 1,
        },
      },
    }),
}));

/** A stand-in auth overlay that shows the login dialog when told to. */
function FakeAuthModals({ host }: { host: HostContext }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const subscription = host.bus.on('OpenLogin').subscribe(() => setOpen(true));
    return () => subscription.unsubscribe();
  }, [host]);
  return open ? <div role="dialog" aria-label="login" /> : null;
}

ensureShellI18n();

const makeHost = (): HostContext => ({
  bus: new EventBus(),
  config: { apiBaseUrl: '', wsPath: '/wps/ws', registryUrl: '/r.json', payloadSecret: 's' },
  getToken: () => null,
  setToken: () => undefined,
});

test('loads the overlay on its first command and hands that command over', async () => {
  mockLoadRemote.mockResolvedValue({ default: FakeAuthModals });
  const host: HostContext = {
    bus: new EventBus(),
    config: { apiBaseUrl: '', wsPath: '/wps/ws', registryUrl: '/r.json', payloadSecret: 's' },
    getToken: () => null,
    setToken: () => undefined,
  };
  render(
    <InShell host={host}>
      <LazyOverlaySlot
        remote="mfe-auth"
        module="AuthModals"
        commands={['OpenLogin', 'OpenRegister']}
      />
    </InShell>,
  );
  expect(mockLoadRemote).not.toHaveBeenCalled();
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  expect(await screen.findByRole('dialog', { name: 'login' })).toBeInTheDocument();
  expect(mockLoadRemote).toHaveBeenCalledTimes(1);
});

test('an unavailable overlay shows a notice that can be closed and retried later', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockLoadRemote.mockRejectedValue(new Error('Failed to fetch manifest'));
  const host = makeHost();
  render(
    <InShell host={host}>
      <LazyOverlaySlot remote="mfe-auth" module="AuthModals" commands={['OpenLogin']} />
    </InShell>,
  );
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});

test('an overlay that is not released yet says "coming soon" and can be closed', async () => {
  const host = makeHost();
  render(
    <InShell host={host}>
      <LazyOverlaySlot remote="mfe-member" module="MemberCentre" commands={['OpenMemberCentre']} />
    </InShell>,
  );
  act(() => host.bus.publish({ type: 'OpenMemberCentre', page: 'withdraw' }));
  expect(await screen.findByText('Coming soon')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
});

test.each([
  ['visible', 'tells that the area is unavailable'],
  ['silent', 'stays quiet'],
] as const)('an overlay loaded at once (eager %s) that fails %s', async (eager, _outcome) => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockLoadRemote.mockClear();
  mockLoadRemote.mockRejectedValue(new Error('Failed to fetch manifest'));
  render(
    <InShell host={makeHost()}>
      <LazyOverlaySlot
        remote="mfe-auth"
        module="AuthModals"
        commands={['OpenLogin']}
        eager={eager}
      />
    </InShell>,
  );
  // No command was published: the slot loads because of `eager` alone.
  await waitFor(() => expect(mockLoadRemote).toHaveBeenCalled());
  if (eager === 'visible') {
    expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
  } else {
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
});

/** A stand-in agent centre that shows itself when told to. */
function FakeAgentCentre({ host }: { host: HostContext }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const subscription = host.bus.on('OpenAgentCentre').subscribe(() => setOpen(true));
    return () => subscription.unsubscribe();
  }, [host]);
  return open ? <div role="dialog" aria-label="agent centre" /> : null;
}

test('a command during the warm-up mounts the overlay once its code is there, rendered at once', async () => {
  let arrive: (module: unknown) => void = () => undefined;
  mockLoadRemote.mockClear();
  mockLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const host = makeHost();
  warmRemote('mfe-agent', 'AgentCentre');
  render(
    <InShell host={host}>
      <LazyOverlaySlot remote="mfe-agent" module="AgentCentre" commands={['OpenAgentCentre']} />
    </InShell>,
  );
  act(() => host.bus.publish({ type: 'OpenAgentCentre' }));
  act(() => host.bus.publish({ type: 'OpenAgentCentre' }));
  // Waiting for the warm-up: no slot (no loading state, no suspended render) yet.
  expect(document.querySelector('[data-remote="mfe-agent"]')).toBeNull();
  await act(async () => arrive({ default: FakeAgentCentre }));
  expect(await screen.findByRole('dialog', { name: 'agent centre' })).toBeInTheDocument();
  // One download for the warm-up, the command and the tap repeated meanwhile.
  expect(mockLoadRemote).toHaveBeenCalledTimes(1);
});
