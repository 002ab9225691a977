import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { whitelabelEndpoint } from 'shared-contracts';
import { createFakeHost, ok, testMember as member } from 'shared-ui/testing';

import { game, whitelabel } from '../../test/fixtures';
import { renderLobby } from '../../test/renderLobby';
import { GameCard } from './GameCard';
import { GameCardsProvider } from './GameCards';

/** Words of a text, lower case, without punctuation (as axe compares label and content). */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('GameCard', () => {
  it('names its play button with every word the button shows (label-content-name-mismatch)', async () => {
    renderLobby({
      route: '/rng',
      host: createFakeHost({ member: member() }),
      api: { [whitelabelEndpoint.path]: () => ok(whitelabel()) },
      children: (
        <GameCardsProvider>
          <GameCard game={game({ gameName: 'Fortune Tiger', vendor: 'PG Soft' })} />
        </GameCardsProvider>
      ),
    });
    const play = await screen.findByRole('button', { name: 'Play Fortune Tiger' });
    const name = words(play.getAttribute('aria-label') ?? '');
    // Everything the button shows is in its name: the vendor is shown beside it, not in it.
    for (const word of words(play.textContent ?? '')) expect(name).toContain(word);
    expect(screen.getByText('PG Soft')).toBeVisible();
    expect(play).not.toContainElement(screen.getByText('PG Soft'));
  });

  describe('in Vietnamese', () => {
    afterEach(() => act(() => i18next.changeLanguage('EN')));

    it('marks a hot game in a short Vietnamese word that fits the badge, not the English "Hot"', async () => {
      renderLobby({
        route: '/rng',
        host: createFakeHost({ member: member() }),
        api: { [whitelabelEndpoint.path]: () => ok(whitelabel()) },
        children: (
          <GameCardsProvider>
            <GameCard game={game({ isHot: 1 })} />
          </GameCardsProvider>
        ),
      });
      await act(() => i18next.changeLanguage('VI'));
      expect(await screen.findByText('Nóng')).toBeInTheDocument();
      expect(screen.queryByText(/^hot$/i)).not.toBeInTheDocument();
    });
  });
});
