import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HostContext, PlatformError } from 'shared-contracts';

import { createFakeHost, fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { LoginTicketPrompt } from './LoginTicketPrompt';
import { claimLoginTicket, takeLoginTicket } from './takeLoginTicket';

const hostWith = (initial: string | null) => {
  let token = initial;
  const host: HostContext = {
    ...createFakeHost(),
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
  };
  return host;
};

const arrive = (ticket: string) => {
  window.history.replaceState(null, '', `/index?token=${ticket}`);
  takeLoginTicket();
};

const exchanged = { token: 'new-session', firstTimeLogin: false, passwordExpired: false };

beforeEach(() => {
  claimLoginTicket();
  global.fetch = jest.fn(async () => new Response('{}')) as typeof fetch;
});

describe('LoginTicketPrompt', () => {
  it('asks a visitor with no session to confirm the masked account before adopting it', async () => {
    arrive('t'.repeat(43));
    const host = hostWith(null);
    const { client } = renderWithHost(<LoginTicketPrompt />, {
      host,
      api: {
        '/wps/session/ticket/exchange': () => ({ ...exchanged, username: 'player1' }),
        '/wps/member/info': () => fakeMember(),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in as pl***?' });
    expect(dialog).not.toHaveTextContent('player1');
    expect(host.getToken()).toBeNull();
    expect(client.calls[0]).toEqual({
      path: '/wps/session/ticket/exchange',
      input: { ticket: 't'.repeat(43) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as pl***' }));
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
    expect(host.getToken()).toBe('new-session');
  });

  it("leaves a visitor signed out who says the link's account is not theirs (login CSRF)", async () => {
    arrive('c'.repeat(43));
    const host = hostWith(null);
    renderWithHost(<LoginTicketPrompt />, {
      host,
      api: {
        '/wps/session/ticket/exchange': () => ({ ...exchanged, username: 'attacker' }),
        '/wps/member/info': () => fakeMember(),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Not my account' }));
    expect(host.getToken()).toBeNull();
    expect(host.bus.session.get().status).not.toBe('member');
    expect(global.fetch).toHaveBeenCalledWith(
      'https://api.test/wps/session/logout',
      expect.objectContaining({ headers: { Authorization: 'Bearer new-session' } }),
    );
  });

  it('asks before replacing an open session, and keeps it when told to', async () => {
    arrive('k'.repeat(43));
    const host = hostWith('old-session');
    renderWithHost(<LoginTicketPrompt />, {
      host,
      api: {
        '/wps/session/ticket/exchange': () => ({ ...exchanged, username: 'attacker' }),
        '/wps/member/info': () => fakeMember(),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(dialog).toHaveTextContent('logs in as attacker');
    await userEvent.click(screen.getByRole('button', { name: 'Stay in this account' }));
    expect(host.getToken()).toBe('old-session');
    // The session the link opened is ended on the platform.
    expect(global.fetch).toHaveBeenCalledWith(
      'https://api.test/wps/session/logout',
      expect.objectContaining({ headers: { Authorization: 'Bearer new-session' } }),
    );
  });

  it('switches to the new session when the player agrees', async () => {
    arrive('s'.repeat(43));
    const host = hostWith('old-session');
    renderWithHost(<LoginTicketPrompt />, {
      host,
      api: {
        '/wps/session/ticket/exchange': () => ({ ...exchanged, username: 'player2' }),
        '/wps/member/info': () => fakeMember({ account: 'player2' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
    expect(host.getToken()).toBe('new-session');
  });

  it('opens the login popup when the ticket is spent or expired', async () => {
    arrive('x'.repeat(43));
    const host = hostWith(null);
    const opened: unknown[] = [];
    host.bus.on('OpenLogin').subscribe((command) => opened.push(command));
    renderWithHost(<LoginTicketPrompt />, {
      host,
      api: {
        '/wps/session/ticket/exchange': () => {
          throw new PlatformError('This login link has expired, please log in', 401, 'platform');
        },
      },
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(host.getToken()).toBeNull();
  });
});
