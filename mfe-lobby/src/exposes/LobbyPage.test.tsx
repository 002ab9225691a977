import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { HostContext } from 'shared-contracts';

import type * as ClientModule from '../api/client';
import en from '../i18n/en.json';
import { createFakeHttp, ok } from '../test/fakePlatform';
import { game, LANES, whitelabel } from '../test/fixtures';
import { createFakeHost, initTestI18n } from '../test/renderWithHost';

// The exposed page builds its own client from the host: hand it a fake platform behind it.
jest.mock('../api/client', () => {
  const actual = jest.requireActual<typeof ClientModule>('../api/client');
  return {
    createLobbyClient: (host: HostContext) =>
      actual.createLobbyClient(
        host,
        createFakeHttp({
          '/lgw/games/vendors': () => ok({ data: { lanes: LANES } }),
          '/wps/system/whitelabel': () => ok(whitelabel()),
          '/lgw/games/list': () =>
            ok({
              games: [game({ gameType: 'FISH', gameName: 'Ocean King' })],
              total: 1,
              totalPages: 1,
              pageNo: 1,
            }),
        }).http,
      ),
  };
});

import LobbyPage from './LobbyPage';

describe('LobbyPage (exposed)', () => {
  it('works with nothing but the host context under the shell router, reading the category from the path', async () => {
    initTestI18n();
    render(
      <MemoryRouter initialEntries={['/fish']}>
        <LobbyPage host={createFakeHost()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.category.FISH })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play Ocean King' })).toBeInTheDocument();
  });
});
