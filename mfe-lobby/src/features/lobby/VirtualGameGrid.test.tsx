import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Game } from 'shared-contracts';

import { games } from '../../test/fixtures';
import { FIRST_GAMES_MARK, FIRST_THUMBNAILS_MARK, useFirstScreenEntry } from '../games/firstScreen';
import { gridLayout } from './gridLayout';
import { VirtualGameGrid } from './VirtualGameGrid';

/** Places the grid `top` pixels below the top of the viewport (jsdom lays nothing out). */
const placeGridAt = (top: number) =>
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 1000,
    left: 0,
    right: 1024,
    width: 1024,
    height: 1000,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });

const renderGrid = (
  count: number,
  onEndReached: () => void,
  renderGame: (game: Game) => ReactNode = (item) => <span>{item.gameName}</span>,
) =>
  render(
    <VirtualGameGrid
      games={games(count)}
      total={1000}
      label="Slots games"
      onEndReached={onEndReached}
      renderGame={renderGame}
    />,
  );

/** A card whose picture is shown once its code is in `shown`. */
const ThumbnailProbe = ({ shown }: { shown: boolean }) => {
  useFirstScreenEntry(shown);
  return <span>{shown ? 'picture' : 'placeholder'}</span>;
};

describe('VirtualGameGrid', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does not ask for the next page while the grid is still below the fold', () => {
    // The lobby's header, vendors and filters push the grid down: on load the first page's
    // end is far out of view, so no second page is fetched before the player scrolls.
    placeGridAt(2000);
    const onEndReached = jest.fn();
    renderGrid(42, onEndReached);
    expect(onEndReached).not.toHaveBeenCalled();
  });

  it('asks for the next page once the end of the loaded games comes into view', () => {
    const layout = gridLayout(1024, 42);
    // Scrolled so that the last row of the first page is inside the viewport.
    placeGridAt(window.innerHeight - layout.rows * layout.rowHeight);
    const onEndReached = jest.fn();
    renderGrid(42, onEndReached);
    expect(onEndReached).toHaveBeenCalled();
  });

  it('renders only the rows near the viewport, each card knowing its place in the list', () => {
    placeGridAt(0);
    renderGrid(1000, jest.fn());
    const items = within(screen.getByRole('list', { name: 'Slots games' })).getAllByRole(
      'listitem',
    );
    expect(items.length).toBeLessThan(100);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
  });

  describe('user-timing marks for the web benchmark', () => {
    const marks: string[] = [];
    const original = { mark: performance.mark, getEntriesByName: performance.getEntriesByName };
    beforeEach(() => {
      marks.length = 0;
      Object.assign(performance, {
        mark: (name: string) => void marks.push(name),
        getEntriesByName: (name: string) => marks.filter((mark) => mark === name),
      });
    });
    afterEach(() => Object.assign(performance, original));

    it('marks the first games at once and the first thumbnails once every one is shown', () => {
      placeGridAt(0);
      const shown = new Set<string>();
      const card = (item: Game) => <ThumbnailProbe shown={shown.has(item.gameCode)} />;
      const view = renderGrid(42, jest.fn(), card);
      expect(marks).toEqual([FIRST_GAMES_MARK]);

      const rendered = within(screen.getByRole('list')).getAllByRole('listitem');
      games(42)
        .slice(0, rendered.length - 1)
        .forEach((item) => shown.add(item.gameCode));
      view.rerender(
        <VirtualGameGrid
          games={games(42)}
          total={1000}
          label="Slots games"
          onEndReached={jest.fn()}
          renderGame={card}
        />,
      );
      expect(marks).toEqual([FIRST_GAMES_MARK]);

      games(42).forEach((item) => shown.add(item.gameCode));
      view.rerender(
        <VirtualGameGrid
          games={games(42)}
          total={1000}
          label="Slots games"
          onEndReached={jest.fn()}
          renderGame={card}
        />,
      );
      expect(marks).toEqual([FIRST_GAMES_MARK, FIRST_THUMBNAILS_MARK]);
    });
  });
});
