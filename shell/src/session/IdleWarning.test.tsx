import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_ACTIVITY_MESSAGE, type HostContext } from 'shared-contracts';

import { createFakeHost, fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import type { IdleClock } from './idleClock';
import { IdleWarning } from './IdleWarning';
import { IDLE_LOGOUT_CHANNEL } from './useIdleLogout';

/** A clock the test moves by hand: every tick runs when it advances a second. */
const manualClock = () => {
  let now = 1_000_000;
  const ticks = new Set<() => void>();
  const clock: IdleClock & { advance: (ms: number) => void } = {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    advance: (ms) => {
      for (let step = 0; step < ms; step += 1_000) {
        now += 1_000;
        act(() => ticks.forEach((tick) => tick()));
      }
    },
  };
  return clock;
};

const memberHost = () => {
  let token: string | null = 'session-token';
  const host: HostContext = {
    ...createFakeHost(),
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
  };
  host.bus.session.set({ status: 'member', member: fakeMember() });
  return host;
};

const api = {
  '/wps/system/setting/auth': () => ({
    firebase: null,
    googleLogin: false,
    facebookLogin: false,
    smsCountdownFactor: 1,
    idleMinutes: 2,
  }),
  '/wps/session/logout': () => null,
  '/wps/member/info': () => fakeMember(),
};

beforeEach(() => localStorage.clear());

/** Waits until the brand's idle time has been asked for and its answer applied. */
const settingsLoaded = async (client: { calls: { path: string }[] }) => {
  await waitFor(() =>
    expect(client.calls.some((call) => call.path === '/wps/system/setting/auth')).toBe(true),
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('IdleWarning', () => {
  it('warns a minute before the idle limit with a countdown, and stays logged in on request', async () => {
    const clock = manualClock();
    const host = memberHost();
    const { client } = renderWithHost(<IdleWarning clock={clock} />, { host, api });
    await settingsLoaded(client);
    clock.advance(59_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    clock.advance(1_000);
    expect(await screen.findByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('logged out in 60 seconds');
    clock.advance(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('logged out in 30 seconds');

    await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Staying tells the platform too, so its own idle clock restarts.
    expect(client.calls.filter((call) => call.path === '/wps/member/info')).toHaveLength(1);
    clock.advance(59_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(host.getToken()).toBe('session-token');
  });

  it('ends the session on the platform and in every tab at zero', async () => {
    const clock = manualClock();
    const host = memberHost();
    const openLogin: string[] = [];
    host.bus.on('OpenLogin').subscribe((command) => openLogin.push(command.reason ?? ''));
    const { client } = renderWithHost(<IdleWarning clock={clock} />, { host, api });
    await settingsLoaded(client);
    clock.advance(120_000);
    expect(client.calls.some((call) => call.path === '/wps/session/logout')).toBe(true);
    expect(host.getToken()).toBeNull();
    expect(host.bus.session.get().status).toBe('guest');
    expect(localStorage.getItem(IDLE_LOGOUT_CHANNEL)).not.toBeNull();
    expect(openLogin).toEqual(['sessionEnded']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs this tab out when another tab ends the session for inactivity', async () => {
    const clock = manualClock();
    const host = memberHost();
    renderWithHost(<IdleWarning clock={clock} />, { host, api });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: IDLE_LOGOUT_CHANNEL, newValue: '1' }),
      );
    });
    expect(host.getToken()).toBeNull();
    expect(host.bus.session.get().status).toBe('guest');
  });

  it('counts play inside a game frame as activity, and ignores the message from elsewhere', async () => {
    const clock = manualClock();
    const host = memberHost();
    const { client } = renderWithHost(
      <>
        <iframe title="game" />
        <IdleWarning clock={clock} />
      </>,
      { host, api },
    );
    await settingsLoaded(client);
    const frame = screen.getByTitle<HTMLIFrameElement>('game');
    const post = (source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: GAME_ACTIVITY_MESSAGE }, source }),
        );
      });

    clock.advance(50_000);
    post(frame.contentWindow);
    clock.advance(50_000);
    // 100 s since the start but only 50 s since the game's activity: no warning yet.
    expect(screen.queryByRole('dialog')).toBeNull();

    // The same message from a window that is not a frame of the page changes nothing.
    post(window);
    clock.advance(10_000);
    expect(await screen.findByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
  });
});
