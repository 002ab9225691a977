import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatUnreadEndpoint, chatUrlEndpoint, whitelabelEndpoint } from 'shared-contracts';

import { createFakeHost, fakeMember, fakeWhitelabel, flagsOn } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { CHAT_CORNER_KEY } from './chatCorner';
import { ChatMenuItem } from './ChatMenuItem';

let tickets = 0;

const renderChat = (unread: () => number = () => 0) => {
  const host = createFakeHost({ token: 'token' });
  host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 1 }) });
  return renderWithHost(
    <ul>
      <ChatMenuItem />
    </ul>,
    {
      host,
      api: {
        [whitelabelEndpoint.path]: () => fakeWhitelabel({ whitelabel: flagsOn('CBS3') }),
        [chatUnreadEndpoint.path]: () => ({ unReadCount: unread() }),
        [chatUrlEndpoint.path]: () => ({
          chatUrl: `https://api.test/chat/room?ticket=ticket-number-${(tickets += 1)}-abcdefgh`,
        }),
      },
    },
  );
};

const openChat = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /Chat room/ }));
  return screen.findByRole('region', { name: 'Chat room' });
};

const frameOf = async (chat: HTMLElement) =>
  (await within(chat).findByTitle('Chat room')) as HTMLIFrameElement;

beforeEach(() => window.localStorage.clear());

describe('the chat window', () => {
  it('moves to the corner chosen with the keyboard and reopens there', async () => {
    const user = userEvent.setup();
    const { unmount } = renderChat();
    const chat = await openChat(user);
    expect(chat).toHaveAttribute('data-corner', 'bottom-right');
    // The window takes focus when it opens (a passive effect); wait for it, or it may take the
    // focus back from the corner button after the test moved it there.
    await waitFor(() => expect(chat).toHaveFocus());
    const topLeft = within(chat).getByRole('button', { name: 'Move to the top left' });
    topLeft.focus();
    await user.keyboard('{Enter}');
    expect(chat).toHaveAttribute('data-corner', 'top-left');
    expect(topLeft).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(CHAT_CORNER_KEY)).toBe('top-left');
    unmount();

    renderChat();
    expect(await openChat(user)).toHaveAttribute('data-corner', 'top-left');
  });

  it('minimises to a button with the unread count, and reopens with a new chat URL', async () => {
    const user = userEvent.setup();
    let unread = 0;
    const { client } = renderChat(() => unread);
    const chat = await openChat(user);
    const first = (await frameOf(chat)).src;
    unread = 4;
    await user.click(within(chat).getByRole('button', { name: 'Minimise the chat' }));
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
    const bubble = await screen.findByRole('button', {
      name: 'Open the chat room, Unread chat messages: 4',
    });
    expect(bubble).toHaveTextContent('4');
    await user.click(bubble);
    const again = await screen.findByRole('region', { name: 'Chat room' });
    const second = (await frameOf(again)).src;
    expect(second).not.toBe(first);
    expect(client.calls.filter((c) => c.path === chatUrlEndpoint.path)).toHaveLength(2);
  });

  it('minimises on Escape', async () => {
    const user = userEvent.setup();
    renderChat();
    const chat = await openChat(user);
    fireEvent.keyDown(chat, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Open the chat room' })).toBeInTheDocument();
  });

  it('obeys close and reconnect from its own frame only', async () => {
    const user = userEvent.setup();
    const { client } = renderChat();
    const chat = await openChat(user);
    const frame = await frameOf(chat);
    const urlCalls = () => client.calls.filter((c) => c.path === chatUrlEndpoint.path).length;

    // Another window posting the same message is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'chat:close' }, source: window }),
      );
    });
    expect(screen.getByRole('region', { name: 'Chat room' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'chat:reconnect' },
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(urlCalls()).toBe(2));
    const fresh = await frameOf(screen.getByRole('region', { name: 'Chat room' }));
    await waitFor(() => expect(fresh.src).toContain('ticket-number'));

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'chat:close' },
          source: fresh.contentWindow,
        }),
      );
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument(),
    );
  });

  it('shows an error with a retry when the chat URL cannot be had', async () => {
    const user = userEvent.setup();
    let fail = true;
    const host = createFakeHost({ token: 'token' });
    host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 1 }) });
    renderWithHost(
      <ul>
        <ChatMenuItem />
      </ul>,
      {
        host,
        api: {
          [whitelabelEndpoint.path]: () => fakeWhitelabel({ whitelabel: flagsOn('CBS3') }),
          [chatUnreadEndpoint.path]: () => ({ unReadCount: 0 }),
          [chatUrlEndpoint.path]: () => {
            if (fail) throw new Error('down');
            return { chatUrl: 'https://api.test/chat/room?ticket=ok-ticket-abcdefghijklmnop' };
          },
        },
      },
    );
    const chat = await openChat(user);
    expect(
      await within(chat).findByText('The chat could not be opened right now. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(chat).getByRole('button', { name: 'Try again' }));
    expect(await frameOf(chat)).toBeInTheDocument();
  });
});
