import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inHouseGamesEndpoint, launchGameEndpoint, whitelabelEndpoint } from 'shared-contracts';
import { createFakeHost, ok, TEST_API_BASE_URL, testMember as member } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { game, whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';

const slot = game({
  gameCode: 'INH_SLOT',
  gameName: 'Lotus Fortune Slot',
  nodeId: '90001',
  vassalage: 'INHOUSE',
  vendor: 'Lucky Lotus Originals',
  gameType: 'INHOUSE',
  accountTypeName: 'INHOUSE',
  isGame: 'GAME',
});

describe('InHouseScreen', () => {
  it('lists the in-house games and lets a trial account play them', async () => {
    const url = `${TEST_API_BASE_URL}/games/inhouse/slot?launch=t1`;
    const view = renderLobby({
      route: '/inhouse',
      host: createFakeHost({ member: member({ isAgent: 4 }) }),
      api: {
        [inHouseGamesEndpoint.path]: () =>
          ok({
            list: [
              slot,
              game({ ...slot, gameCode: 'INH_DICE', gameName: 'Lotus Dice', nodeId: '90002' }),
            ],
          }),
        [whitelabelEndpoint.path]: () => ok(whitelabel()),
        [launchGameEndpoint.path]: () => ok({ game_url: url, newWindow: false }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: en.inhouse.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: en.inhouse.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Play Lotus Fortune Slot' }));
    await waitFor(() => expect(view.location()).toBe('/game'));
    expect(view.locationState()).toMatchObject({ launch: { url, title: 'Lotus Fortune Slot' } });
  });
});
