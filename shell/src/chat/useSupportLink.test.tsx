import { act, screen, waitFor, within } from '@testing-library/react';
import { type BusCommand, chatUnreadEndpoint, chatUrlEndpoint } from 'shared-contracts';

import en from '../i18n/locales/en.json';
import { createFakeHost, fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';

const api = {
  [chatUnreadEndpoint.path]: () => ({ unReadCount: 0 }),
  [chatUrlEndpoint.path]: () => ({
    chatUrl: 'https://api.test/chat/room?ticket=support-ticket-abcdefghijkl&room=support',
  }),
};

/** The site opened at an address, as the platform's redirect or a bookmark opens it. */
const openAt = (address: string, host = createFakeHost()) => {
  window.history.replaceState(null, '', address);
  const commands: BusCommand[] = [];
  host.bus.on('OpenLogin').subscribe((command) => commands.push(command));
  const rendered = renderWithHost(<p>Home</p>, { host, api });
  return { ...rendered, commands };
};

const chatUrlCalls = (client: ReturnType<typeof openAt>['client']) =>
  client.calls.filter((call) => call.path === chatUrlEndpoint.path);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a customer-service link opened outside the site', () => {
  it('opens the support conversation for a member and takes the request out of the address', async () => {
    const host = createFakeHost({ token: 'token' });
    host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 1 }) });
    const { client } = openAt('/?chat=support&lang=EN#top', host);
    const chat = await screen.findByRole('region', { name: en.chat.title });
    expect(await within(chat).findByTitle(en.chat.title)).toBeInTheDocument();
    expect(chatUrlCalls(client)[0]?.input).toMatchObject({ room: 'support' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?lang=EN#top',
    );
  });

  it('asks a guest to log in, saying why, and opens the conversation once they are in', async () => {
    const host = createFakeHost();
    const { client, commands } = openAt('/?chat=support', host);
    await waitFor(() =>
      expect(commands).toEqual([{ type: 'OpenLogin', reason: 'customerService' }]),
    );
    expect(screen.queryByRole('region', { name: en.chat.title })).not.toBeInTheDocument();
    act(() => host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 1 }) }));
    expect(await screen.findByRole('region', { name: en.chat.title })).toBeInTheDocument();
    expect(chatUrlCalls(client)[0]?.input).toMatchObject({ room: 'support' });
    expect(commands).toHaveLength(1);
  });

  it('waits for a stored session to be restored instead of asking to log in', async () => {
    const host = createFakeHost({ token: 'stored' });
    const { commands } = openAt('/?chat=support', host);
    act(() => host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 1 }) }));
    expect(await screen.findByRole('region', { name: en.chat.title })).toBeInTheDocument();
    expect(commands).toEqual([]);
  });

  it('tells a trial account that the chat needs a real account', async () => {
    const host = createFakeHost({ token: 'token' });
    host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 4 }) });
    const { client } = openAt('/?chat=support', host);
    const notice = await screen.findByRole('dialog', { name: en.chat.title });
    expect(notice).toHaveTextContent(en.chat.in_please_information);
    expect(chatUrlCalls(client)).toEqual([]);
  });

  it('leaves the chat closed on a page opened without the request', async () => {
    const host = createFakeHost();
    const { commands } = openAt('/?chat=public', host);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(commands).toEqual([]);
    expect(window.location.search).toBe('?chat=public');
  });
});
