import { act, render, screen } from '@testing-library/react';
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

test('a command during the warm-up mounts the overlay once its code is there, rendered at once', async () => {
  let arrive: (module: unknown) => void = () => undefined;
  mockLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const host: HostContext = {
    bus: new EventBus(),
    config: { apiBaseUrl: '', wsPath: '/wps/ws', registryUrl: '/r.json', payloadSecret: 's' },
    getToken: () => null,
    setToken: () => undefined,
  };
  warmRemote('mfe-auth', 'AuthModals');
  render(
    <InShell host={host}>
      <LazyOverlaySlot remote="mfe-auth" module="AuthModals" commands={['OpenLogin']} />
    </InShell>,
  );
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  // Waiting for the warm-up: no slot (no loading state, no suspended render) yet.
  expect(document.querySelector('[data-remote="mfe-auth"]')).toBeNull();
  await act(async () => arrive({ default: FakeAuthModals }));
  expect(await screen.findByRole('dialog', { name: 'login' })).toBeInTheDocument();
  // One download for the warm-up, the command and the tap repeated meanwhile.
  expect(mockLoadRemote).toHaveBeenCalledTimes(1);
});
