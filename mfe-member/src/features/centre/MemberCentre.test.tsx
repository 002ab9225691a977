import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHost, recordCommands, testMember } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

describe('MemberCentre', () => {
  it('opens at the page the URL names, with the menu in SPEC order and that page current', async () => {
    const { location } = renderMember({ route: '/index?mc=withdraw' });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre pages' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My account',
      'Wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Credit report',
      'Profit and loss',
      'Bonuses',
      'Rewards',
      'Invite friends',
      'Missions',
      'Messages',
      'Feedback',
      'Responsible gaming',
    ]);
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    expect(location()).toBe('/index?mc=withdraw');
  });

  it('starts keyboard focus on the open page in the menu', async () => {
    renderMember({ route: '/index?mc=withdraw' });
    const menu = await screen.findByRole('navigation', { name: 'Member centre pages' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveFocus());
  });

  it('moves between pages through the URL and closes without losing the page underneath', async () => {
    const { location } = renderMember({ route: '/rng?vendor=pg&mc=securityCenter' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Deposit' }));
    expect(location()).toBe('/rng?vendor=pg&mc=depositv2');
    expect(await within(dialog).findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/rng?vendor=pg');
  });

  it('closes on Escape', async () => {
    const { location } = renderMember();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('opens on the OpenMemberCentre command at the page it names', async () => {
    const { host, location } = renderMember({ route: '/index' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => host.bus.publish({ type: 'OpenMemberCentre', page: 'depositv2' }));
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(location()).toBe('/index?mc=depositv2');
  });

  it('offers a guest the login instead, and a trial account the upgrade (through OpenLogin)', () => {
    for (const host of [createFakeHost(), createFakeHost({ member: testMember({ isAgent: 4 }) })]) {
      const commands = recordCommands(host, ['OpenLogin']);
      const { location, unmount } = renderMember({ host, route: '/index' });
      act(() => host.bus.publish({ type: 'OpenMemberCentre', page: 'withdraw' }));
      // The page the guest asked for is where the login continues.
      expect(commands).toEqual([
        { type: 'OpenLogin', reason: 'memberPage', resume: '/index?mc=withdraw' },
      ]);
      expect(location()).toBe('/index');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('drops a page from the URL of a guest and offers the login, which continues to it', () => {
    const host = createFakeHost();
    const commands = recordCommands(host, ['OpenLogin']);
    const { location } = renderMember({ host, route: '/index?mc=withdraw&ref=abc' });
    expect(location()).toBe('/index?ref=abc');
    expect(commands).toEqual([
      { type: 'OpenLogin', reason: 'memberPage', resume: '/index?mc=withdraw&ref=abc' },
    ]);
  });

  it('waits for a session being restored, then opens the page', async () => {
    const host = createFakeHost({ token: 'restoring' });
    const { location } = renderMember({ host, route: '/index?mc=transferFund' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => host.bus.session.set({ status: 'member', member: testMember() }));
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(location()).toBe('/index?mc=transferFund');
  });

  it('closes when the player logs out', async () => {
    const { host, location } = renderMember({ route: '/index?mc=withdraw' });
    await screen.findByRole('dialog');
    act(() => {
      host.setToken(null);
      host.bus.session.set({ status: 'guest' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/index');
  });

  it('opens a page of part 2 with its title and keeps the menu', async () => {
    renderMember({ route: '/?mc=bonusDetails' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Bonuses' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('navigation')).toBeInTheDocument();
  });

  it('opens an unknown page name at My account', async () => {
    renderMember({ route: '/?mc=nonsense' });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });
});
