import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatUnreadEndpoint, chatUrlEndpoint, customerServiceEndpoint } from 'shared-contracts';

import { SupportItem } from '../layout/sideMenu/SupportItem';
import { createFakeHost, fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';

const renderSupport = (path: string, type = 1) => {
  const host = createFakeHost({ token: 'token' });
  host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 1 }) });
  return renderWithHost(
    <ul>
      <SupportItem />
    </ul>,
    {
      host,
      api: {
        [customerServiceEndpoint.path]: () => ({ version: { pathList: [{ type, path }] } }),
        [chatUnreadEndpoint.path]: () => ({ unReadCount: 0 }),
        [chatUrlEndpoint.path]: () => ({
          chatUrl: 'https://api.test/chat/room?ticket=support-ticket-abcdefghijkl&room=support',
        }),
      },
    },
  );
};

afterEach(() => jest.restoreAllMocks());

describe('customer service', () => {
  it('opens the support conversation in the chat window when support is the platform’s own', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open');
    const { client } = renderSupport('/chat/support');
    await user.click(screen.getByRole('button', { name: /^Support/ }));
    await waitFor(() =>
      expect(client.calls.map((c) => c.path)).toContain(customerServiceEndpoint.path),
    );
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    const chat = await screen.findByRole('region', { name: 'Chat room' });
    expect(await within(chat).findByTitle('Chat room')).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === chatUrlEndpoint.path)?.input).toMatchObject({
      room: 'support',
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps opening an outside desk (type 3 included) in a popup', async () => {
    const user = userEvent.setup();
    const popup = { close: jest.fn(), opener: {}, location: { href: '' } };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderSupport('https://desk.example.com/chat');
    await user.click(screen.getByRole('button', { name: /^Support/ }));
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(popup.location.href).toBe('https://desk.example.com/chat'));
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
  });
});
