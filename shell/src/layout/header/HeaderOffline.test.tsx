import { act, screen, waitFor } from '@testing-library/react';
import { PlatformError } from 'shared-contracts';

import { routeFor } from '../../routing/routes';
import { SideMenuProvider } from '../../state/SideMenuState';
import { createFakeHost, fakeMember, fakeStatus } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { Header } from './Header';

describe('Header when the platform is down', () => {
  it('says the site is offline instead of a stale balance, and recovers', async () => {
    let down = true;
    const host = createFakeHost({ token: 'session-token' });
    host.bus.session.set({ status: 'member', member: fakeMember() });
    host.bus.balance.set({ sumBalance: 123_456, currency: 'USD' });
    const refreshes: unknown[] = [];
    host.bus.on('RefreshBalance').subscribe((command) => refreshes.push(command));
    renderWithHost(
      <SideMenuProvider>
        <Header route={routeFor('/index')} hasSideMenu />
      </SideMenuProvider>,
      {
        host,
        api: {
          '/wps/system/status': () => {
            if (down) throw new PlatformError('Network Error', 0, 'network');
            return fakeStatus();
          },
        },
      },
    );
    expect(await screen.findByText('Offline — reconnecting…')).toHaveAttribute('role', 'status');
    expect(host.bus.balance.get()).toBeNull();
    expect(screen.queryByText(/1,234\.56/)).toBeNull();

    down = false;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_100));
    });
    await waitFor(() => expect(screen.queryByText('Offline — reconnecting…')).toBeNull());
    expect(refreshes).toHaveLength(1);
  }, 15_000);
});
