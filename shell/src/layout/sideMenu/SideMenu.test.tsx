import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusCommand, GameMenu } from 'shared-contracts';

import { useSideMenu } from '../../state/SideMenuState';
import { fakeMember, fakeWhitelabel } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { SideMenu } from './SideMenu';

const vendor = (vassalage: string, gameType: GameMenu['gameCategory']) => ({
  vassalage,
  name: `${vassalage} Gaming`,
  smallIcon: `/assets/vendors/${vassalage}.png`,
  isHot: 0 as const,
  isGame: 'LOBBY' as const,
  gameType,
});

const gameMenus: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [vendor('PG', 'RNG')] },
  { gameCategory: 'SPORTS', vendors: [vendor('SABA', 'SPORTS'), vendor('IMES', 'SPORTS')] },
  { gameCategory: 'LIVE', vendors: [vendor('EVO', 'LIVE')] },
  { gameCategory: 'FISH', vendors: [] },
];

const renderMenu = (brand = fakeWhitelabel()) =>
  renderWithHost(<SideMenu />, {
    api: {
      '/wps/system/whitelabel': () => brand,
      '/lgw/games/game_menus': () => gameMenus,
    },
  });

const record = (
  host: {
    bus: { on: (t: BusCommand['type']) => { subscribe: (f: (c: BusCommand) => void) => unknown } };
  },
  type: BusCommand['type'],
) => {
  const seen: BusCommand[] = [];
  host.bus.on(type).subscribe((command) => seen.push(command));
  return seen;
};

describe('SideMenu', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the game categories that have vendors, in menu order, with e-sports split out', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Live casino' });
    const names = screen
      .getAllByRole('button', { name: /^(Live casino|Sports|Fishing|Slots|E-sports)$/ })
      .map((button) => button.textContent);
    expect(names).toEqual(['Live casino', 'Sports', 'Slots', 'E-sports']);
  });

  it('expands a category to its all entry and vendor links', async () => {
    const user = userEvent.setup();
    renderMenu();
    const sports = await screen.findByRole('button', { name: 'Sports' });
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    await user.click(sports);
    const list = screen.getByRole('list', { name: 'Sports providers' });
    expect(within(list).getByRole('link', { name: 'All Sports' })).toHaveAttribute(
      'href',
      '/sports',
    );
    expect(within(list).getByRole('link', { name: 'SABA Gaming' })).toHaveAttribute(
      'href',
      '/sports?vassalage=SABA',
    );
    expect(within(list).queryByRole('link', { name: 'IMES Gaming' })).not.toBeInTheDocument();
  });

  it('hides the language menu when the brand supports one language', async () => {
    renderMenu(fakeWhitelabel({ languages: ['EN'] }));
    await screen.findByRole('button', { name: 'Live casino' });
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('switches language through the bus and remembers it under hisLang and lang', async () => {
    const user = userEvent.setup();
    const { host } = renderMenu(fakeWhitelabel({ languages: ['EN', 'TH'] }));
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(host.bus.language.get()).toBe('TH');
    expect(window.localStorage.getItem('hisLang')).toBe('TH');
    expect(window.localStorage.getItem('lang')).toBe('TH');
  });

  it('opens announcements, platform messages through the member centre (it logs guests in), the help centre and contact us', async () => {
    const user = userEvent.setup();
    const { host } = renderMenu();
    const announcements = record(host, 'OpenAnnouncements');
    const centre = record(host, 'OpenMemberCentre');
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    await user.click(screen.getByRole('button', { name: 'Platform messages' }));
    expect(announcements).toHaveLength(1);
    expect(centre).toEqual([{ type: 'OpenMemberCentre', page: 'messageV2' }]);
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  });

  it('closes a dropdown 200 ms after focus leaves it', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderMenu();
      const support = screen.getByRole('button', { name: 'Support' });
      await user.click(support);
      expect(support).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('link', { name: 'Promotions' }));
      act(() => jest.advanceTimersByTime(150));
      expect(support).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(60));
      expect(support).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows invite to guests (register) and to members only during the referral promotion', async () => {
    const user = userEvent.setup();
    const { host, unmount } = renderMenu(fakeWhitelabel({ referralPromotion: false }));
    const registers = record(host, 'OpenRegister');
    await user.click(await screen.findByRole('button', { name: 'Invite friends' }));
    expect(registers).toHaveLength(1);
    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
    unmount();

    const member = renderMenu(fakeWhitelabel({ referralPromotion: true }));
    const centre = record(member.host, 'OpenMemberCentre');
    act(() => member.host.bus.session.set({ status: 'member', member: fakeMember() }));
    await user.click(await screen.findByRole('button', { name: 'Invite friends' }));
    expect(centre).toEqual([{ type: 'OpenMemberCentre', page: 'referral' }]);
  });

  it('links Facebook only when the brand has that resource', async () => {
    renderMenu();
    expect(await screen.findByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.test/brand',
    );
    expect(screen.queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open drawer and offers guests the free demo right under Home', async () => {
    const user = userEvent.setup();
    const Opener = () => {
      const { setDrawerOpen } = useSideMenu();
      return (
        <button type="button" onClick={() => setDrawerOpen(true)}>
          open
        </button>
      );
    };
    renderWithHost(
      <>
        <Opener />
        <SideMenu />
      </>,
      {
        api: {
          '/wps/system/whitelabel': () => fakeWhitelabel(),
          '/lgw/games/game_menus': () => gameMenus,
        },
      },
    );
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const freeDemo = await within(menu).findByRole('button', { name: 'Free demo' });
    await within(menu).findByRole('button', { name: /Live casino/ });
    expect(within(menu).getAllByRole('listitem')[1]).toContainElement(freeDemo);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const focusable = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0]!;
    const last = focusable.at(-1)!;
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    // Escape closes it wherever the focus went (a language chosen in it can leave it on the page).
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes a disclosure inside the open drawer first, and the drawer on the next Escape', async () => {
    const user = userEvent.setup();
    const Opener = () => {
      const { setDrawerOpen } = useSideMenu();
      return (
        <button type="button" onClick={() => setDrawerOpen(true)}>
          open
        </button>
      );
    };
    renderWithHost(
      <>
        <Opener />
        <SideMenu />
      </>,
      {
        api: {
          '/wps/system/whitelabel': () => fakeWhitelabel(),
          '/lgw/games/game_menus': () => gameMenus,
        },
      },
    );
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const sports = await within(menu).findByRole('button', { name: 'Sports' });
    await user.click(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('collapses to mini mode and remembers it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const collapse = screen.getByRole('button', { name: 'Collapse menu' });
    await user.click(collapse);
    expect(collapse).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute(
      'data-mini',
      'true',
    );
    expect(window.localStorage.getItem('sideMenuMini')).toBe('1');
  });
});
