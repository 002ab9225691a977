import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addFavouriteEndpoint,
  favouriteIdsEndpoint,
  removeFavouriteEndpoint,
} from 'shared-contracts';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  logIn,
  ok,
  recordCommands,
  testMember as member,
} from 'shared-ui/testing';

import { toggleFavouriteId } from '../../api/favourites';
import { game } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';
import { FavouriteButton } from './FavouriteButton';
import { GameCardsProvider } from './GameCards';

/** A platform keeping one member's favourite ids. */
const favouritesPlatform = (initial: string[] = []): Record<string, FakeRoute> => {
  let ids = [...initial];
  const toggle: FakeRoute = (params, body, { method }) => {
    const nodeId = String((method === 'DELETE' ? params : (body as { nodeId: string })).nodeId);
    ids = method === 'DELETE' ? ids.filter((id) => id !== nodeId) : [...new Set([...ids, nodeId])];
    return ok({ ids });
  };
  return { [favouriteIdsEndpoint.path]: () => ok({ ids }), [addFavouriteEndpoint.path]: toggle };
};

describe('favourite toggle', () => {
  it('keeps favourite ids as strings of nodeId', () => {
    expect(toggleFavouriteId(['1', '2'], '3')).toEqual(['1', '2', '3']);
    expect(toggleFavouriteId(['1', '2'], '1')).toEqual(['2']);
  });

  it('adds a favourite with nodeId, vendor and gameType, and removes it again', async () => {
    const view = renderLobby({
      route: '/rng',
      host: createFakeHost({ member: member() }),
      api: favouritesPlatform(),
      children: (
        <GameCardsProvider>
          <FavouriteButton game={game()} />
        </GameCardsProvider>
      ),
    });
    const add = await screen.findByRole('button', { name: 'Add Fortune Tiger to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    const remove = await screen.findByRole('button', {
      name: 'Remove Fortune Tiger from favourites',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(view.bodies(addFavouriteEndpoint.path)[0]).toEqual({
      nodeId: '10001',
      vendor: 'PG',
      gameType: 'RNG',
    });
    await userEvent.click(remove);
    expect(
      await screen.findByRole('button', { name: 'Add Fortune Tiger to favourites' }),
    ).toBeInTheDocument();
    expect(view.calls(removeFavouriteEndpoint.path).at(-1)).toEqual({
      nodeId: '10001',
      vendor: 'PG',
      gameType: 'RNG',
    });
  });

  it('puts the heart back when the platform refuses', async () => {
    renderLobby({
      route: '/rng',
      host: createFakeHost({ member: member() }),
      api: {
        [favouriteIdsEndpoint.path]: () => ok({ ids: [] }),
        [addFavouriteEndpoint.path]: () => fail(500, 'down'),
      },
      children: (
        <GameCardsProvider>
          <FavouriteButton game={game()} />
        </GameCardsProvider>
      ),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Fortune Tiger to favourites' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('asks a guest to log in, then adds the favourite', async () => {
    const host = createFakeHost();
    const commands = recordCommands(host);
    const view = renderLobby({
      route: '/rng',
      host,
      api: favouritesPlatform(),
      children: (
        <GameCardsProvider>
          <FavouriteButton game={game()} />
        </GameCardsProvider>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    expect(commands).toEqual([{ type: 'OpenLogin', resume: '/rng' }]);
    expect(view.bodies(addFavouriteEndpoint.path)).toHaveLength(0);
    logIn(host);
    expect(
      await screen.findByRole('button', { name: 'Remove Fortune Tiger from favourites' }),
    ).toBeInTheDocument();
    expect(view.bodies(addFavouriteEndpoint.path)).toHaveLength(1);
  });
});
