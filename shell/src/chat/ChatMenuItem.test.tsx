import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatUnreadEndpoint, chatUrlEndpoint, whitelabelEndpoint } from 'shared-contracts';
import { recordCommands } from 'shared-ui/testing';

import { createFakeHost, fakeMember, fakeWhitelabel, flagsOn } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { ChatMenuItem } from './ChatMenuItem';

const CHAT_URL = 'https://api.test/chat/room?ticket=abcdefghijklmnopqrstuvwxyz012345&lang=EN';

const hostAs = (isAgent: number | null) => {
  const host = createFakeHost({ token: isAgent === null ? null : 'token' });
  if (isAgent !== null) host.bus.session.set({ status: 'member', member: fakeMember({ isAgent }) });
  return host;
};

const renderEntry = (isAgent: number | null, flags = ['CBS3'], unReadCount = 0) =>
  renderWithHost(
    <ul>
      <ChatMenuItem />
    </ul>,
    {
      host: hostAs(isAgent),
      api: {
        [whitelabelEndpoint.path]: () => fakeWhitelabel({ whitelabel: flagsOn(...flags) }),
        [chatUnreadEndpoint.path]: () => ({ unReadCount }),
        [chatUrlEndpoint.path]: () => ({ chatUrl: CHAT_URL }),
      },
    },
  );

describe('the chat room entry', () => {
  it('is not there when the brand has the chat flag CBS3 off', async () => {
    const { client } = renderEntry(1, ['DIRECTREG3']);
    await waitFor(() => expect(client.calls.map((c) => c.path)).toContain(whitelabelEndpoint.path));
    expect(screen.queryByRole('button', { name: /Chat room/ })).not.toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    const user = userEvent.setup();
    const { host, client } = renderEntry(null);
    const commands = recordCommands(host, ['OpenLogin']);
    await user.click(await screen.findByRole('button', { name: 'Chat room' }));
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(client.calls.map((c) => c.path)).not.toContain(chatUrlEndpoint.path);
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
  });

  it('tells a trial account that the chat needs a real account', async () => {
    const user = userEvent.setup();
    const { client } = renderEntry(4);
    await user.click(await screen.findByRole('button', { name: 'Chat room' }));
    const notice = await screen.findByRole('dialog', { name: 'Chat room' });
    expect(notice).toHaveTextContent('Please register a real account to use the chat room.');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.calls.map((c) => c.path)).not.toContain(chatUrlEndpoint.path);
    expect(client.calls.map((c) => c.path)).not.toContain(chatUnreadEndpoint.path);
  });

  it('opens the chat window for a member, the page in a frame without the site’s origin', async () => {
    const user = userEvent.setup();
    const { client } = renderEntry(1, ['CBS3'], 3);
    const entry = await screen.findByRole('button', { name: /Chat room/ });
    expect(
      await within(entry).findByRole('img', { name: 'Unread chat messages: 3' }),
    ).toHaveTextContent('3');
    await user.click(entry);
    const chat = await screen.findByRole('region', { name: 'Chat room' });
    const frame = await within(chat).findByTitle('Chat room');
    expect(frame).toHaveAttribute('src', `${CHAT_URL}&theme=dark&embedded=1`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const call = client.calls.find((c) => c.path === chatUrlEndpoint.path);
    expect(call?.input).toMatchObject({
      b2c: 1,
      headerColor: '#6142bf',
      language: 'EN',
      room: 'public',
    });
    // While the window is open its badge is gone from the entry.
    expect(within(entry).queryByRole('img')).not.toBeInTheDocument();
  });

  it('closes the chat window when the member logs out', async () => {
    const user = userEvent.setup();
    const { host } = renderEntry(1);
    await user.click(await screen.findByRole('button', { name: /Chat room/ }));
    await screen.findByRole('region', { name: 'Chat room' });
    act(() => host.bus.session.set({ status: 'guest' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument(),
    );
  });
});
