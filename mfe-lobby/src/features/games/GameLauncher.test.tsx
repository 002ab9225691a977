import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Game,
  launchGameEndpoint,
  pvpLaunchEndpoint,
  whitelabelEndpoint,
} from 'shared-contracts';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  logIn,
  ok,
  recordCommands,
  TEST_API_BASE_URL,
  TEST_TOKEN,
  testMember as member,
} from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { game, whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';
import { GameCard } from './GameCard';
import { GameCardsProvider } from './GameCards';

const GAME_URL = `${TEST_API_BASE_URL}/games/vendor/table?launch=ticket-1`;

const renderCard = (
  subject: Game,
  launch: FakeRoute,
  host = createFakeHost({ member: member() }),
) =>
  renderLobby({
    route: '/rng',
    host,
    api: {
      [whitelabelEndpoint.path]: () => ok(whitelabel()),
      [launchGameEndpoint.path]: launch,
      [pvpLaunchEndpoint.path]: launch,
    },
    children: (
      <GameCardsProvider>
        <GameCard game={subject} />
      </GameCardsProvider>
    ),
  });

const play = (name = 'Fortune Tiger') =>
  userEvent.click(screen.getByRole('button', { name: `Play ${name}` }));

describe('game launch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the section 3 launch request and opens /game with the address in router state', async () => {
    const view = renderCard(game(), () => ok({ game_url: GAME_URL, newWindow: false }));
    await play();
    await waitFor(() => expect(view.location()).toBe('/game'));
    expect(view.bodies(launchGameEndpoint.path)[0]).toEqual({
      gameId: 'PG_001',
      nodeId: '10001',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo',
      token: TEST_TOKEN,
      merchantCode: 'DEMO',
      language: 'EN',
    });
    // With the game, so that a reload of /game can launch it again.
    expect(view.locationState()).toEqual({
      launch: {
        url: GAME_URL,
        title: 'Fortune Tiger',
        game: {
          gameCode: 'PG_001',
          gameName: 'Fortune Tiger',
          nodeId: '10001',
          vassalage: 'PG',
          gameType: 'RNG',
          newWindow: false,
        },
      },
    });
    expect(view.location()).not.toContain(TEST_TOKEN);
  });

  it('asks a guest to log in first and continues the launch after the login', async () => {
    const host = createFakeHost();
    const commands = recordCommands(host);
    const view = renderCard(game(), () => ok({ game_url: GAME_URL, newWindow: false }), host);
    await play();
    // The login continues on this page, where the launch waits.
    expect(commands).toEqual([{ type: 'OpenLogin', resume: '/rng' }]);
    expect(view.bodies(launchGameEndpoint.path)).toHaveLength(0);
    logIn(host);
    await waitFor(() => expect(view.location()).toBe('/game'));
    expect(view.bodies(launchGameEndpoint.path)).toHaveLength(1);
  });

  it.each([
    [
      { accountTypeName: 'TCG_SEA', gameType: 'ELOTT' as const, gameCode: 'TCG_SEA_001' },
      '/elott?gameCode=TCG_SEA_001',
    ],
    [
      { accountTypeName: 'TCG_LOTTO_VN', gameType: 'LOTT' as const, gameCode: 'VN_1' },
      '/vnlottery?gameCode=VN_1',
    ],
    [
      {
        accountTypeName: 'TCG',
        gameType: 'LOTT' as const,
        gameCode: 'TCG_001',
        defaultPlayType: 'SSC',
      },
      '/lottery?gameCode=TCG_001&playType=SSC',
    ],
  ])('routes lottery games to their pages without a launch call (%o)', async (overrides, path) => {
    const view = renderCard(game(overrides), () => ok({ game_url: GAME_URL, newWindow: false }));
    await play();
    expect(view.location()).toBe(path);
    expect(view.bodies(launchGameEndpoint.path)).toHaveLength(0);
  });

  it('warns a trial account and offers registration', async () => {
    const host = createFakeHost({ member: member({ isAgent: 4 }) });
    const commands = recordCommands(host);
    const view = renderCard(game(), () => ok({ game_url: GAME_URL, newWindow: false }), host);
    await play();
    const dialog = await screen.findByRole('dialog', { name: en.launch.trialTitle });
    expect(view.bodies(launchGameEndpoint.path)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: en.launch.register }));
    expect(commands).toEqual([{ type: 'OpenRegister' }]);
  });

  it('suggests other games when the game is under maintenance', async () => {
    renderCard(game(), () =>
      fail(409, 'This game is under maintenance', {
        reason: 'maintenance',
        suggestions: [game({ gameCode: 'PG_002', gameName: 'Lucky Koi', nodeId: '10002' })],
      }),
    );
    await play();
    const dialog = await screen.findByRole('dialog', { name: en.launch.maintenanceTitle });
    const suggestions = within(dialog).getByRole('list', { name: en.launch.suggestions });
    expect(within(suggestions).getByRole('button', { name: 'Play Lucky Koi' })).toBeInTheDocument();
  });

  it('says the network failed and retries the launch', async () => {
    let attempts = 0;
    const view = renderCard(game(), () => {
      attempts += 1;
      return attempts === 1 ? 'network-error' : ok({ game_url: GAME_URL, newWindow: false });
    });
    await play();
    const dialog = await screen.findByRole('dialog', { name: en.launch.failedTitle });
    expect(dialog).toHaveTextContent(en.launch.network);
    await userEvent.click(within(dialog).getByRole('button', { name: en.launch.retry }));
    await waitFor(() => expect(view.location()).toBe('/game'));
  });

  it('refuses a game address outside the platform origin', async () => {
    const view = renderCard(game(), () =>
      ok({ game_url: 'https://evil.example/game', newWindow: false }),
    );
    await play();
    const dialog = await screen.findByRole('dialog', { name: en.launch.failedTitle });
    expect(dialog).toHaveTextContent(en.launch.invalidUrl);
    expect(view.location()).toBe('/rng');
  });

  it('opens new-window games in a window opened inside the click', async () => {
    const popup = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const view = renderCard(game({ newWindow: true }), () =>
      ok({ game_url: GAME_URL, newWindow: true }),
    );
    await play();
    await waitFor(() => expect(popup.location.href).toBe(GAME_URL));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(view.location()).toBe('/rng');
  });

  it('explains a blocked popup and links the game in a new tab', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderCard(game({ newWindow: true }), () => ok({ game_url: GAME_URL, newWindow: true }));
    await play();
    const dialog = await screen.findByRole('dialog', { name: en.launch.popupBlockedTitle });
    const link = within(dialog).getByRole('link', { name: 'Open Fortune Tiger in a new tab' });
    expect(link).toHaveAttribute('href', GAME_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the launch failure message for any other refusal', async () => {
    renderCard(game(), () => fail(404, 'Game not found'));
    await play();
    expect(await screen.findByRole('dialog', { name: en.launch.failedTitle })).toHaveTextContent(
      en.launch.failed,
    );
  });
});
