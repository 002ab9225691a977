import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unreadMessageCountEndpoint } from 'shared-contracts';

import { createFakeHost, fakeMember } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { UnreadMessagesBadge } from '../header/UnreadMessagesBadge';
import { SupportItem } from './SupportItem';

const signedIn = (isAgent = 1) => {
  const host = createFakeHost({ token: 'token' });
  host.bus.session.set({ status: 'member', member: fakeMember({ isAgent }) });
  return host;
};

const renderBadges = (unReadCount: number, host = signedIn()) =>
  renderWithHost(
    <>
      <ul>
        <SupportItem />
      </ul>
      <UnreadMessagesBadge />
    </>,
    { host, api: { [unreadMessageCountEndpoint.path]: () => ({ unReadCount }) } },
  );

describe('unread message badges', () => {
  it('show the platform count on the support entry, platform messages and the avatar', async () => {
    const user = userEvent.setup();
    renderBadges(3);
    const support = await screen.findByRole('button', { name: /^Support/ });
    expect(
      await within(support).findByRole('img', { name: 'Unread messages: 3' }),
    ).toHaveTextContent('3');
    await user.click(support);
    const entry = screen.getByRole('button', { name: /^Platform messages/ });
    expect(within(entry).getByRole('img', { name: 'Unread messages: 3' })).toBeInTheDocument();
    // Support, platform messages and the avatar.
    expect(screen.getAllByRole('img', { name: 'Unread messages: 3' })).toHaveLength(3);
  });

  it('follow the platform pushes: a new message raises them, reading all removes them', async () => {
    const { host } = renderBadges(1);
    // Support and the avatar (the submenu with platform messages is closed).
    expect(await screen.findAllByRole('img', { name: 'Unread messages: 1' })).toHaveLength(2);
    act(() => host.bus.push({ type: 'memberMessages', unReadCount: 120, arrived: 'm9' }));
    const capped = await screen.findAllByRole('img', { name: 'Unread messages: 120' });
    expect(capped[0]).toHaveTextContent('99+');
    act(() => host.bus.push({ type: 'memberMessages', unReadCount: 0, arrived: null }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: /Unread messages/ })).not.toBeInTheDocument(),
    );
  });

  it('stay away for guests and trial accounts, without asking the platform', async () => {
    const { client, unmount } = renderBadges(5, createFakeHost());
    const trial = renderBadges(5, signedIn(4));
    await screen.findAllByRole('button', { name: 'Support' });
    expect(screen.queryByRole('img', { name: /Unread messages/ })).not.toBeInTheDocument();
    expect(client.calls.map((call) => call.path)).not.toContain(unreadMessageCountEndpoint.path);
    expect(trial.client.calls.map((call) => call.path)).not.toContain(
      unreadMessageCountEndpoint.path,
    );
    unmount();
  });
});
