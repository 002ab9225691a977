import { render, screen, within } from '@testing-library/react';

import { games } from '../../test/fixtures';
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

const renderGrid = (count: number, onEndReached: () => void) =>
  render(
    <VirtualGameGrid
      games={games(count)}
      total={1000}
      label="Slots games"
      onEndReached={onEndReached}
      renderGame={(item) => <span>{item.gameName}</span>}
    />,
  );

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
});
