import { screen } from '@testing-library/react';
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
  expect(screen.getByRole('button', { name: 'Agent' })).toBeVisible();
});

test('a trial account gets no member-centre items, only sign out', async () => {
  renderWithHost(<AccountMenu member={fakeMember({ isAgent: 4 })} />);
  await openMenu();
  expect(screen.queryByRole('button', { name: 'Members' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('items publish their commands and close the menu', async () => {
  const { host } = renderWithHost(<AccountMenu member={fakeMember()} />);
  const published: BusCommand[] = [];
  host.bus.on('OpenMemberCentre').subscribe((command) => published.push(command));
  host.bus.on('RequestLogout').subscribe((command) => published.push(command));
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Betting record' }));
  expect(screen.queryByRole('button', { name: 'Betting record' })).not.toBeInTheDocument();
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(published).toEqual([
    { type: 'OpenMemberCentre', page: 'personalHistoryCopy' },
    { type: 'RequestLogout' },
  ]);
});
