import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  favouriteGamesEndpoint,
  favouriteIdsEndpoint,
  hotGamesEndpoint,
  noticesEndpoint,
  popularGamesEndpoint,
  recentGamesEndpoint,
  whitelabelEndpoint,
  winnerRankingsEndpoint,
} from 'shared-contracts';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  ok,
  recordCommands,
  testMember as member,
} from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { game, games, notice, whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';
import { CLOSED_POPUPS_KEY, localDay, POPUPS_HIDDEN_ON_KEY } from './popupNoticeStorage';

const winner = {
  username: 'de***o',
  gameName: 'Fortune Tiger',
  gameCode: 'PG_001',
  vassalage: 'PG',
  amount: 123_450,
  time: Date.UTC(2026, 0, 1, 12),
};

const homeApi = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [whitelabelEndpoint.path]: () => ok(whitelabel()),
  [hotGamesEndpoint.path]: (params) =>
    ok({
      list: [game({ gameCode: `HOT_${params.gameType}`, gameName: `Hot ${params.gameType}` })],
    }),
  [popularGamesEndpoint.path]: () =>
    ok({ list: games(20, { vassalage: 'PP', vendor: 'Pragmatic Play' }) }),
  [winnerRankingsEndpoint.path]: () => ok({ list: [winner], currency: 'USD' }),
  [noticesEndpoint.path]: () => ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
  [recentGamesEndpoint.path]: ({ pageNo }) =>
    ok({ list: [game({ gameCode: `R${pageNo}`, gameName: `Recent ${pageNo}` })], totalPages: 2 }),
  [favouriteGamesEndpoint.path]: () => ok({ content: [], totalPages: 0 }),
  [favouriteIdsEndpoint.path]: () => ok({ ids: [] }),
  ...overrides,
});

describe('HomeScreen', () => {
  afterEach(() => window.localStorage.clear());

  it('shows hot games per category, the 20 popular games and the winner board', async () => {
    const view = renderLobby({ route: '/index', api: homeApi() });
    expect(await screen.findByRole('button', { name: 'Play Hot RNG' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: en.category.LIVE }));
    expect(await screen.findByRole('button', { name: 'Play Hot LIVE' })).toBeInTheDocument();
    expect(view.calls(hotGamesEndpoint.path).map((p) => p.gameType)).toEqual(['RNG', 'LIVE']);
    expect(view.calls(hotGamesEndpoint.path)[0]).toMatchObject({
      isPlatform: '2',
      platform: 'flash,html5-desktop',
    });

    const popular = await screen.findByRole('list', { name: en.home.popular });
    expect(within(popular).getAllByRole('listitem')).toHaveLength(20);
    expect(view.calls(popularGamesEndpoint.path)[0]).toMatchObject({ count: '20' });

    const board = await screen.findByRole('table', { name: en.winners.caption });
    expect(
      within(board).getByRole('row', { name: /de\*\*\*o Fortune Tiger \$1,234\.50/ }),
    ).toBeInTheDocument();
  });

  it('asks a guest to log in for recent games and favourites', async () => {
    const host = createFakeHost();
    const commands = recordCommands(host);
    const view = renderLobby({ route: '/index', host, api: homeApi() });
    expect(screen.getByText(en.home.guestRecent)).toBeInTheDocument();
    expect(screen.getByText(en.home.guestFavourites)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: en.login })[0]!);
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(view.calls(recentGamesEndpoint.path)).toHaveLength(0);
  });

  it('pages the recent games of a member and says when there are no favourites', async () => {
    const view = renderLobby({
      route: '/index',
      host: createFakeHost({ member: member() }),
      api: homeApi(),
    });
    expect(await screen.findByRole('button', { name: 'Play Recent 1' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of Recently played' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Play Recent 2' })).toBeInTheDocument();
    expect(view.calls(recentGamesEndpoint.path).map((p) => p.pageNo)).toEqual(['1', '2']);
    expect(await screen.findByText(en.home.emptyFavourites)).toBeInTheDocument();
  });

  it('shows each block failing on its own, with a retry', async () => {
    let attempts = 0;
    renderLobby({
      route: '/index',
      api: homeApi({
        [popularGamesEndpoint.path]: () => {
          attempts += 1;
          return attempts === 1
            ? fail(500, 'down')
            : ok({ list: [game({ gameName: 'Back again' })] });
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.home.error);
    expect(await screen.findByRole('button', { name: 'Play Hot RNG' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('button', { name: 'Play Back again' })).toBeInTheDocument();
  });

  it('shows loading states while the blocks load', () => {
    renderLobby({ route: '/index', api: homeApi() });
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual(expect.arrayContaining([en.home.loadingPopular, en.winners.loading]));
  });

  it('draws a block below the fold still until it comes near, then loads it', async () => {
    const original = global.IntersectionObserver;
    const reports: IntersectionObserverCallback[] = [];
    global.IntersectionObserver = jest.fn((callback) => {
      reports.push(callback);
      return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    try {
      const view = renderLobby({ route: '/index', api: homeApi() });
      const spinnerOf = (label: string) =>
        screen
          .getAllByRole('status')
          .find((status) => status.textContent === label)
          ?.querySelector('[aria-hidden="true"]');
      // Not near: nothing asked for, and no spinner turning for nobody.
      expect(spinnerOf(en.winners.loading)).toHaveClass('still');
      expect(view.calls(winnerRankingsEndpoint.path)).toHaveLength(0);
      act(() => {
        for (const report of reports)
          report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
      });
      expect(spinnerOf(en.winners.loading)).not.toHaveClass('still');
      expect(await screen.findByRole('table', { name: en.winners.caption })).toBeInTheDocument();
    } finally {
      global.IntersectionObserver = original;
    }
  });

  it('pages through the popup announcements in one dialog, once per visit', async () => {
    const api = homeApi({
      [noticesEndpoint.path]: () =>
        ok({
          list: [notice(), notice({ id: 'pu-2', title: 'Welcome', content: '<p>Hello</p>' })],
          total: 2,
          totalPages: 1,
          pageNo: 1,
        }),
    });
    const first = renderLobby({ route: '/index', api });
    const dialog = await screen.findByRole('dialog', { name: 'Important' });
    expect(await within(dialog).findByText('SABA')).toBeInTheDocument();
    expect(first.calls(noticesEndpoint.path)[0]).toMatchObject({ types: 'PU' });
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.popup.previous })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: en.popup.next }));
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.popup.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.sessionStorage.getItem(CLOSED_POPUPS_KEY) ?? '[]')).toEqual([
      'pu-1',
      'pu-2',
    ]);
    expect(window.localStorage.getItem(POPUPS_HIDDEN_ON_KEY)).toBeNull();
    first.unmount();

    // Back home in the same visit (after a logout, say): not again.
    const second = renderLobby({ route: '/index', api });
    await waitFor(() => expect(second.calls(noticesEndpoint.path)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    // A new visit shows them again, until the visitor asks not to see them today.
    window.sessionStorage.clear();
    const third = renderLobby({ route: '/index', api });
    const again = await screen.findByRole('dialog', { name: 'Important' });
    await userEvent.click(within(again).getByRole('checkbox', { name: en.popup.hideToday }));
    await userEvent.click(within(again).getByRole('button', { name: en.popup.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(POPUPS_HIDDEN_ON_KEY)).toBe(localDay());
    third.unmount();

    window.sessionStorage.clear();
    const fourth = renderLobby({ route: '/index', api });
    await waitFor(() => expect(fourth.calls(noticesEndpoint.path)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fourth.unmount();

    // Another day, they are back.
    window.localStorage.setItem(POPUPS_HIDDEN_ON_KEY, '2000-01-01');
    window.sessionStorage.clear();
    renderLobby({ route: '/index', api });
    expect(await screen.findByRole('dialog', { name: 'Important' })).toBeInTheDocument();
  }, 20_000);
});
