import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusCommand } from 'shared-contracts';

import { fakeMember } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { AccountMenu } from './AccountMenu';

const openMenu = async () => userEvent.click(screen.getByRole('button', { name: 'Account menu' }));

test('shows the nickname, VIP level and labels in their own colours', async () => {
  renderWithHost(
    <AccountMenu
      member={fakeMember({
        vipLevel: 6,
        clubLabel: { labelName: 'Diamond Club', color: '#ffffff', color2: '#123456', rankLevel: 5 },
      })}
    />,
  );
  await openMenu();
  expect(screen.getByText('Lucky Player')).toBeVisible();
  expect(screen.getByText('VIP 6')).toBeVisible();
  expect(screen.getByText('Diamond Club')).toHaveStyle({
    color: '#ffffff',
    backgroundColor: '#123456',
  });
});

test('offers the agent centre only to members allowed to open it', async () => {
  const { unmount } = renderWithHost(<AccountMenu member={fakeMember({ agentCentre: false })} />);
  await openMenu();
  expect(screen.queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
  unmount();
  renderWithHost(<AccountMenu member={fakeMember({ agentCentre: true })} />);
  await openMenu();
  expect(screen.getByRole('menuitem', { name: 'Agent' })).toBeVisible();
});

test('a trial account gets no member-centre items, only sign out', async () => {
  renderWithHost(<AccountMenu member={fakeMember({ isAgent: 4 })} />);
  await openMenu();
  expect(screen.queryByRole('button', { name: 'Members' })).not.toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});

test('items publish their commands and close the menu', async () => {
  const { host } = renderWithHost(<AccountMenu member={fakeMember()} />);
  const published: BusCommand[] = [];
  host.bus.on('OpenMemberCentre').subscribe((command) => published.push(command));
  host.bus.on('RequestLogout').subscribe((command) => published.push(command));
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Betting record' }));
  expect(screen.queryByRole('button', { name: 'Betting record' })).not.toBeInTheDocument();
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(published).toEqual([
    { type: 'OpenMemberCentre', page: 'personalHistoryCopy' },
    { type: 'RequestLogout' },
  ]);
});

test('an item gives the focus back to the avatar, where the dialog it opens returns it', async () => {
  const { host } = renderWithHost(<AccountMenu member={fakeMember()} />);
  const focusedWhenPublished: (Element | null)[] = [];
  host.bus.on('RequestLogout').subscribe(() => focusedWhenPublished.push(document.activeElement));
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  const avatar = screen.getByRole('button', { name: 'Account menu' });
  // The sign-out confirmation opens with this focus; cancelled, it gives it back to the avatar.
  expect(focusedWhenPublished).toEqual([avatar]);
  expect(avatar).toHaveFocus();
});

describe('keyboard (WAI-ARIA menu button)', () => {
  const avatar = () => screen.getByRole('button', { name: 'Account menu' });

  test('is announced as a menu button whose menu lists the items', async () => {
    renderWithHost(<AccountMenu member={fakeMember({ agentCentre: true })} />);
    expect(avatar()).toHaveAttribute('aria-haspopup', 'menu');
    await openMenu();
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(avatar()).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Members',
      'Account record',
      'Betting record',
      'Missions',
      'Agent',
      'Points mall',
      'Sign out',
    ]);
  });

  test('arrows, Home and End move round the items; Escape closes and returns to the avatar', async () => {
    const user = userEvent.setup();
    renderWithHost(<AccountMenu member={fakeMember({ agentCentre: true })} />);
    avatar().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Members' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account record' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Members' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Members' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar()).toHaveFocus();
    expect(avatar()).toHaveAttribute('aria-expanded', 'false');
  });

  test('Up opens on the last item, Enter on the first; items take no Tab stop of their own', async () => {
    const user = userEvent.setup();
    renderWithHost(<AccountMenu member={fakeMember()} />);
    avatar().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    const first = screen.getByRole('menuitem', { name: 'Members' });
    expect(first).toHaveFocus();
    for (const item of screen.getAllByRole('menuitem'))
      expect(item).toHaveAttribute('tabindex', '-1');
  });
});
