import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initSharedI18n } from 'shared-ui/harness';
import { createFakeHost, installFakePlatform, ok } from 'shared-ui/testing';

import en from '../i18n/en.json';
import { game, LANES, whitelabel } from '../test/fixtures';
import LobbyPage from './LobbyPage';

describe('LobbyPage (exposed)', () => {
  it('works with nothing but the host context under the shell router, reading the category from the path', async () => {
    initSharedI18n();
    // The exposed page builds its own client from the host: a fake platform behind it.
    const platform = installFakePlatform({
      '/lgw/games/vendors': () => ok({ data: { lanes: LANES } }),
      '/wps/system/whitelabel': () => ok(whitelabel()),
      '/lgw/games/list': () =>
        ok({
          games: [game({ gameType: 'FISH', gameName: 'Ocean King' })],
          total: 1,
          totalPages: 1,
          pageNo: 1,
        }),
    });
    render(
      <MemoryRouter initialEntries={['/fish']}>
        <LobbyPage host={createFakeHost()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.category.FISH })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play Ocean King' })).toBeInTheDocument();
    platform.restore();
  });
});
