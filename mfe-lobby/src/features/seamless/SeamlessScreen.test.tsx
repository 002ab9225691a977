import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameListEndpoint, vendorsEndpoint, whitelabelEndpoint } from 'shared-contracts';
import { ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { game, LANES, whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';

describe('SeamlessScreen', () => {
  it('browses every category in one page, the category kept in the URL', async () => {
    const view = renderLobby({
      route: '/seamless',
      api: {
        [vendorsEndpoint.path]: () => ok({ data: { lanes: LANES } }),
        [whitelabelEndpoint.path]: () => ok(whitelabel()),
        [gameListEndpoint.path]: ({ gameType }) =>
          ok({
            games: [game({ gameName: `${gameType} game` })],
            total: 1,
            totalPages: 1,
            pageNo: 1,
          }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: en.seamless.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play RNG game' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: en.category.LIVE }));
    expect(view.location()).toBe('/seamless?category=LIVE');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play LIVE game' })).toBeInTheDocument(),
    );
  });
});
