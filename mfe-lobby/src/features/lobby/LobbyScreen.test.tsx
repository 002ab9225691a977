import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  gameListEndpoint,
  type GameType,
  vendorsEndpoint,
  whitelabelEndpoint,
} from 'shared-contracts';
import { fail, type FakeAnswer, type FakeRoute, ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { game, games, LANES, whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';

/** Answers the game list like the platform: filtered by vendor, paged by pageSize. */
const gameList =
  (all: ReturnType<typeof games>): FakeRoute =>
  (params) => {
    const matching = all.filter((g) => !params.vassalage || g.vassalage === params.vassalage);
    const pageSize = Number(params.pageSize);
    const pageNo = Number(params.pageNo);
    return ok({
      games: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: matching.length,
      totalPages: Math.ceil(matching.length / pageSize),
      pageNo,
    });
  };

const api = (list: FakeRoute = gameList(games(10)), extra: Record<string, FakeRoute> = {}) => ({
  [vendorsEndpoint.path]: () => ok({ data: { lanes: LANES } }),
  [whitelabelEndpoint.path]: () => ok(whitelabel()),
  [gameListEndpoint.path]: list,
  ...extra,
});

const listOf = (category: GameType) =>
  screen.findByRole('list', { name: `${en.category[category as keyof typeof en.category]} games` });

describe('LobbyScreen', () => {
  it('asks for the first page of 42 games of the category with the section 3 request', async () => {
    const view = renderLobby({ route: '/rng', api: api() });
    expect(screen.getByRole('heading', { level: 1, name: en.category.RNG })).toBeInTheDocument();
    const list = await listOf('RNG');
    // The cards come once the grid has measured itself (a transition).
    expect(await within(list).findAllByRole('listitem')).toHaveLength(10);
    expect(view.calls(gameListEndpoint.path)[0]).toEqual({
      clientType: '3',
      platform: 'html5-desktop',
      gameType: 'RNG',
      language: 'EN',
      pageNo: '1',
      pageSize: '42',
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('10 games');
  });

  it('shows the vendor cards with their icons and the hot marker', async () => {
    renderLobby({ route: '/rng', api: api() });
    const vendors = await screen.findByRole('list', { name: en.vendors.label });
    expect(within(vendors).getByRole('button', { name: /^PG Soft ?, Hot$/ })).toBeInTheDocument();
    expect(within(vendors).getByRole('button', { name: 'JILI' })).toBeInTheDocument();
  });

  it('splits the e-sports vendors from sports by the brand list', async () => {
    const sports = renderLobby({ route: '/sports', api: api() });
    const sportsVendors = await screen.findByRole('list', { name: en.vendors.label });
    expect(
      within(sportsVendors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('SABA Sports')]);
    sports.unmount();
    renderLobby({ route: '/esports', api: api() });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: en.vendors.label }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['AV Esports', 'TF Gaming, Hot']),
    );
  });

  it('stores the chosen slots vendor in the URL and filters by it', async () => {
    const view = renderLobby({
      route: '/rng',
      api: api(gameList([...games(3), ...games(2, { vassalage: 'JILI', vendor: 'JILI' })])),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'JILI' }));
    expect(view.location()).toBe('/rng?vassalage=JILI');
    expect(screen.getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Slots games' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(view.calls(gameListEndpoint.path).at(-1)).toMatchObject({ vassalage: 'JILI' });
  });

  it('opens a vendor game-list popup for a VASSALAGE vendor outside the slots lobby', async () => {
    renderLobby({
      route: '/live',
      api: api(gameList(games(4, { vassalage: 'EVO', vendor: 'Evolution', gameType: 'LIVE' }))),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Evolution ?, Hot$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Evolution' });
    const list = await within(dialog).findByRole('list', { name: 'Games of Evolution' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('reads every filter from the URL so a shared lobby link opens the same view', async () => {
    const view = renderLobby({
      route: '/live?vassalage=EVO&gameClassify=baccarat&minBet=50&gameName=speed',
      api: api(gameList(games(2, { vassalage: 'EVO', gameType: 'LIVE' }))),
    });
    await listOf('LIVE');
    expect(view.calls(gameListEndpoint.path)[0]).toMatchObject({
      vassalage: 'EVO',
      gameClassify: 'baccarat',
      minBet: '50',
      gameName: 'speed',
    });
    expect(screen.getByLabelText(en.filters.vendor)).toHaveValue('EVO');
    expect(screen.getByLabelText(en.filters.classification)).toHaveValue('baccarat');
    expect(screen.getByLabelText(en.filters.minBet)).toHaveValue('50');
    expect(screen.getByLabelText(en.filters.name)).toHaveValue('speed');
  });

  it('writes filter changes to the URL and clears them', async () => {
    const view = renderLobby({
      route: '/live',
      api: api(gameList(games(2, { gameType: 'LIVE' }))),
    });
    await listOf('LIVE');
    await userEvent.selectOptions(screen.getByLabelText(en.filters.classification), 'roulette');
    await userEvent.selectOptions(screen.getByLabelText(en.filters.minBet), '100');
    expect(view.location()).toBe('/live?gameClassify=roulette&minBet=100');
    await userEvent.type(screen.getByLabelText(en.filters.name), 'auto');
    await waitFor(() =>
      expect(view.location()).toBe('/live?gameClassify=roulette&minBet=100&gameName=auto'),
    );
    await userEvent.click(screen.getByRole('button', { name: en.filters.clear }));
    expect(view.location()).toBe('/live');
  });

  it('offers no classification filter where SPEC has none', async () => {
    renderLobby({ route: '/fish', api: api() });
    await screen.findByLabelText(en.filters.vendor);
    expect(screen.queryByLabelText(en.filters.classification)).not.toBeInTheDocument();
  });

  it('keeps only the games near the viewport in the DOM for a lobby of 1,000 games', async () => {
    const all = games(1000);
    const view = renderLobby({ route: '/rng', api: api(gameList(all)) });
    const list = await listOf('RNG');
    const rendered = await within(list).findAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '1000');
    await userEvent.click(screen.getByRole('button', { name: en.games.loadMore }));
    await waitFor(() =>
      expect(view.calls(gameListEndpoint.path).map((p) => p.pageNo)).toContain('3'),
    );
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(100);
  });

  it('says when no game matches and offers to clear the filters', async () => {
    const view = renderLobby({ route: '/rng?gameName=zzz', api: api(gameList([])) });
    expect(await screen.findByText(en.games.empty)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: en.filters.clear })[0]!);
    expect(view.location()).toBe('/rng');
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let attempts = 0;
    renderLobby({
      route: '/rng',
      api: api((params, body, request): FakeAnswer => {
        attempts += 1;
        return attempts === 1 ? fail(500, 'down') : gameList([game()])(params, body, request);
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.games.error);
    await userEvent.click(within(alert).getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('button', { name: 'Play Fortune Tiger' })).toBeInTheDocument();
  });
});
