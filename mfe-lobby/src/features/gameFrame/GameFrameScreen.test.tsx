import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launchGameEndpoint, whitelabelEndpoint } from 'shared-contracts';
import {
  createFakeHost,
  logIn,
  ok,
  recordCommands,
  TEST_API_BASE_URL,
  testMember as member,
} from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';
import { GAME_FRAME_OPENED_KEY, storeGameFrameLaunch } from '../games/gameFrameHandoff';
import { GAME_FRAME_SANDBOX } from './GameFrameScreen';

const launch = {
  url: `${TEST_API_BASE_URL}/games/inhouse/slot?launch=t1`,
  title: 'Lotus Fortune Slot',
};

describe('GameFrameScreen', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the handed-over game in a sandboxed frame without the site origin', () => {
    renderLobby({ route: '/game', api: {}, state: { launch } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lotus Fortune Slot' }),
    ).toBeInTheDocument();
    const frame = screen.getByTitle('Lotus Fortune Slot');
    expect(frame).toHaveAttribute('src', launch.url);
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX).not.toContain('allow-same-origin');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('asks the game page for the light theme when the site is light, and keeps it on a switch', () => {
    const host = createFakeHost();
    host.bus.theme.set('light');
    renderLobby({ route: '/game', api: {}, host, state: { launch } });
    const frame = screen.getByTitle('Lotus Fortune Slot');
    expect(frame).toHaveAttribute('src', `${launch.url}&theme=light`);
    act(() => host.bus.theme.set('dark'));
    // A new address would reload the game on its spent launch ticket.
    expect(frame).toHaveAttribute('src', `${launch.url}&theme=light`);
  });

  it('finds the game in sessionStorage after a reload', () => {
    storeGameFrameLaunch(launch);
    renderLobby({ route: '/game', api: {} });
    expect(screen.getByTitle('Lotus Fortune Slot')).toHaveAttribute('src', launch.url);
  });

  it('refuses an address from another origin', () => {
    renderLobby({
      route: '/game',
      api: {},
      state: { launch: { ...launch, url: 'https://evil.example/x' } },
    });
    expect(screen.getByText(en.frame.refused)).toBeInTheDocument();
    expect(screen.queryByTitle('Lotus Fortune Slot')).not.toBeInTheDocument();
  });

  it('says when no game is open and leads back to the games', () => {
    renderLobby({ route: '/game', api: {} });
    expect(screen.getByText(en.frame.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.frame.backHome })).toHaveAttribute('href', '/index');
  });

  it('asks the shell to refresh the balance', async () => {
    const host = createFakeHost({ member: member() });
    const commands = recordCommands(host);
    renderLobby({ route: '/game', api: {}, host, state: { launch } });
    await userEvent.click(screen.getByRole('button', { name: en.frame.refreshBalance }));
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
  });

  describe('after a reload (the launch address is spent)', () => {
    const game = {
      gameCode: 'LOTUS_SLOT',
      gameName: 'Lotus Fortune Slot',
      nodeId: '7001',
      vassalage: 'INHOUSE',
      gameType: 'INHOUSE' as const,
      newWindow: false,
    };
    const fresh = `${TEST_API_BASE_URL}/games/inhouse/slot?launch=t2`;

    it('launches the same game again for a signed-in player', async () => {
      storeGameFrameLaunch({ ...launch, game });
      window.sessionStorage.setItem(GAME_FRAME_OPENED_KEY, launch.url);
      const view = renderLobby({
        route: '/game',
        api: {
          [whitelabelEndpoint.path]: () => ok(whitelabel()),
          [launchGameEndpoint.path]: () => ok({ game_url: fresh, newWindow: false }),
        },
        host: createFakeHost({ member: member() }),
      });
      await waitFor(() =>
        expect(screen.getByTitle('Lotus Fortune Slot')).toHaveAttribute('src', fresh),
      );
      expect(view.calls(launchGameEndpoint.path)).toEqual([
        expect.objectContaining({ gameId: 'LOTUS_SLOT', nodeId: '7001', vassalage: 'INHOUSE' }),
      ]);
      // The new address is the one this tab has now opened.
      expect(window.sessionStorage.getItem(GAME_FRAME_OPENED_KEY)).toBe(fresh);
    });

    it('launches it again once the stored session is confirmed after the page decided', async () => {
      storeGameFrameLaunch({ ...launch, game });
      window.sessionStorage.setItem(GAME_FRAME_OPENED_KEY, launch.url);
      // After a reload the platform confirms the stored session after the page has mounted.
      const host = createFakeHost();
      const view = renderLobby({
        route: '/game',
        api: {
          [whitelabelEndpoint.path]: () => ok(whitelabel()),
          [launchGameEndpoint.path]: () => ok({ game_url: fresh, newWindow: false }),
        },
        host,
      });
      expect(screen.getByText('Lotus Fortune Slot has closed')).toBeInTheDocument();
      logIn(host, member());
      await waitFor(() =>
        expect(screen.getByTitle('Lotus Fortune Slot')).toHaveAttribute('src', fresh),
      );
      expect(view.calls(launchGameEndpoint.path)).toHaveLength(1);
    });

    it('shows the first opening as it is, and never the spent address again', () => {
      storeGameFrameLaunch({ ...launch, game });
      const first = renderLobby({ route: '/game', api: {} });
      expect(screen.getByTitle('Lotus Fortune Slot')).toHaveAttribute('src', launch.url);
      first.unmount();
      // A guest (the session ended) is told the game closed instead.
      renderLobby({ route: '/game', api: {} });
      expect(screen.queryByTitle('Lotus Fortune Slot')).not.toBeInTheDocument();
      expect(screen.getByText('Lotus Fortune Slot has closed')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: en.frame.backHome })).toHaveAttribute(
        'href',
        '/index',
      );
    });
  });
});
