import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pvpLaunchEndpoint, pvpRoomsEndpoint, whitelabelEndpoint } from 'shared-contracts';
import {
  createFakeHost,
  ok,
  recordCommands,
  TEST_API_BASE_URL,
  testMember as member,
} from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';
import { PvpRooms } from './PvpRooms';

const room = {
  roomId: 'KM_001_R1',
  roomName: 'Beginner',
  gameCode: 'KM_001',
  gameName: 'Three Card Poker 1',
  nodeId: '10300',
  vassalage: 'KM',
  minBet: 100,
  players: 3,
  maxPlayers: 6,
};

describe('PvpRooms', () => {
  it('lists the rooms with stake and seats and joins one', async () => {
    const url = `${TEST_API_BASE_URL}/games/vendor/table?launch=t1`;
    const view = renderLobby({
      route: '/pvp',
      host: createFakeHost({ member: member() }),
      api: {
        [whitelabelEndpoint.path]: () => ok(whitelabel()),
        [pvpRoomsEndpoint.path]: () => ok({ list: [room] }),
        [pvpLaunchEndpoint.path]: () => ok({ game_url: url, newWindow: false }),
      },
      children: <PvpRooms />,
    });
    expect(await screen.findByText('Beginner · min. $1.00 · 3/6 players')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Join Beginner – Three Card Poker 1' }),
    );
    await waitFor(() => expect(view.location()).toBe('/game'));
    expect(view.bodies(pvpLaunchEndpoint.path)[0]).toEqual({ roomId: 'KM_001_R1', language: 'EN' });
  });

  it('asks a guest to log in to see the rooms', async () => {
    const host = createFakeHost();
    const commands = recordCommands(host);
    const view = renderLobby({ route: '/pvp', host, api: {}, children: <PvpRooms /> });
    await userEvent.click(screen.getByRole('button', { name: en.login }));
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(view.calls(pvpRoomsEndpoint.path)).toHaveLength(0);
  });
});
