import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusCommand } from 'shared-contracts';

import { routeFor } from '../../routing/routes';
import { SideMenuProvider } from '../../state/SideMenuState';
import { fakeMember, fakeWhitelabel, flagsOn } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { Header } from './Header';

const renderHeader = (brand = fakeWhitelabel(), path = '/index') =>
  renderWithHost(
    <SideMenuProvider>
      <Header route={routeFor(path)} hasSideMenu />
    </SideMenuProvider>,
    { api: { '/wps/system/whitelabel': () => brand } },
  );

const recordCommands = (
  bus: {
    on: (type: BusCommand['type']) => { subscribe: (fn: (c: BusCommand) => void) => unknown };
  },
  type: BusCommand['type'],
) => {
  const seen: BusCommand[] = [];
  bus.on(type).subscribe((command) => seen.push(command));
  return seen;
};

describe('Header', () => {
  afterEach(() => window.localStorage.clear());

  it('shows login, register and free demo when DIRECTREG3, FREEPLAY3 and free play are on', async () => {
    renderHeader(
      fakeWhitelabel({ whitelabel: flagsOn('DIRECTREG3', 'FREEPLAY3'), freePlay: true }),
    );
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
  });

  it('hides register without DIRECTREG3', async () => {
    renderHeader(fakeWhitelabel({ whitelabel: flagsOn('FREEPLAY3') }));
    expect(await screen.findByRole('button', { name: 'Free demo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('hides free demo without FREEPLAY3, and when the brand turns free play off', async () => {
    const { unmount } = renderHeader(
      fakeWhitelabel({ whitelabel: flagsOn('DIRECTREG3'), freePlay: true }),
    );
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
    unmount();

    renderHeader(
      fakeWhitelabel({ whitelabel: flagsOn('DIRECTREG3', 'FREEPLAY3'), freePlay: false }),
    );
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
  });

  it('publishes OpenLogin, OpenRegister and StartFreePlay for the guest buttons', async () => {
    const user = userEvent.setup();
    const { host } = renderHeader();
    const seen = [
      ...['OpenLogin', 'OpenRegister', 'StartFreePlay'].map((type) =>
        recordCommands(host.bus, type as BusCommand['type']),
      ),
    ];
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Free demo' }));
    expect(seen.map((list) => list.length)).toEqual([1, 1, 1]);
  });

  it.each(['/index', '/register', '/login', '/game', '/seamless', '/rng'])(
    'links the brand logo home on %s',
    async (path) => {
      renderHeader(fakeWhitelabel(), path);
      const link = await screen.findByRole('link', { name: 'Test Brand home' });
      expect(link).toHaveAttribute('href', '/');
      expect(link.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringContaining('/assets/brand/logo-dark.svg'),
      );
    },
  );

  it('keeps the logo down to 360 px for a guest, and to 400 px for a member', async () => {
    const { host } = renderHeader();
    const link = await screen.findByRole('link', { name: 'Test Brand home' });
    // A guest's two buttons leave room for the mark; a member's balance and account need it.
    expect(link).toHaveClass('under360');
    expect(link).not.toHaveClass('under400');
    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    expect(screen.getByRole('link', { name: 'Test Brand home' })).toHaveClass('under400');
  });

  it('adds the brand mark for phones when the brand has a favicon', async () => {
    renderHeader(
      fakeWhitelabel({ favicon: { svg: '/assets/brand/mark.svg', png: '/assets/brand/mark.png' } }),
    );
    const link = await screen.findByRole('link', { name: 'Test Brand home' });
    const sources = [...link.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      expect.stringContaining('/assets/brand/logo-dark.svg'),
      expect.stringContaining('/assets/brand/mark.svg'),
    ]);
  });

  it('shows a member their nickname and balance, hides it as *** and signs out through the bus', async () => {
    const user = userEvent.setup();
    const { host } = renderHeader(fakeWhitelabel({ currencySymbol: '฿' }));
    const logouts = recordCommands(host.bus, 'RequestLogout');
    act(() => {
      host.bus.session.set({ status: 'member', member: fakeMember({ nickname: 'Lucky Player' }) });
      host.bus.balance.set({ sumBalance: 123456, currency: 'THB' });
    });
    expect(screen.getAllByText('Lucky Player')[0]).toBeInTheDocument();
    expect(await screen.findByText('฿1,234.56')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('***')).toBeInTheDocument();
    expect(screen.queryByText('฿1,234.56')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logouts).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('remembers a hidden balance in this browser (a reload keeps it hidden)', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('balanceHidden', '1');
    const { host } = renderHeader();
    act(() => {
      host.bus.session.set({ status: 'member', member: fakeMember() });
      host.bus.balance.set({ sumBalance: 123456, currency: 'THB' });
    });
    expect(await screen.findByText('***')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide balance' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(window.localStorage.getItem('balanceHidden')).toBeNull();
    expect(screen.queryByText('***')).not.toBeInTheDocument();
  });

  it('toggles the side menu drawer with the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
