import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Game } from 'shared-contracts';

import { SCROLL_THROTTLE_MS, throttle } from '../../lib/throttle';
import {
  createFirstScreenTracker,
  FIRST_GAMES_MARK,
  FIRST_THUMBNAILS_MARK,
  FirstScreenContext,
  markOnce,
} from '../games/firstScreen';
import { GRID_GAP, gridLayout, visibleRows } from './gridLayout';
import styles from './VirtualGameGrid.module.css';

export interface VirtualGameGridProps {
  games: readonly Game[];
  /** All games of the list, loaded or not (screen readers hear "n of total"). */
  total: number;
  /** Accessible name of the list. */
  label: string;
  /** Called (throttled) when the last loaded row comes near the viewport. */
  onEndReached: () => void;
  renderGame: (game: Game) => ReactNode;
}

/**
 * The lobby grid, windowed: only the rows near the viewport are in the DOM, so a lobby of a
 * thousand games scrolls like one of forty. The page scrolls (not the grid), so positions come
 * from the window; scroll and resize are throttled to 200 ms (SPEC section 9).
 */
export const VirtualGameGrid = ({
  games,
  total,
  label,
  onEndReached,
  renderGame,
}: VirtualGameGridProps) => {
  const ref = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  // Until measured, the first rows are rendered as if the grid were at the top of the viewport;
  // `measured` keeps that guess from asking for the next page (the grid sits below the fold).
  const [viewport, setViewport] = useState({ top: 0, height: 800, measured: false });
  const layout = gridLayout(width, games.length);
  // The first screen's thumbnails, for the lobby:first-thumbnails mark (web benchmark).
  const [firstScreen] = useState(() =>
    createFirstScreenTracker(() => markOnce(FIRST_THUMBNAILS_MARK)),
  );
  const endReached = useRef(onEndReached);
  useEffect(() => {
    endReached.current = onEndReached;
  }, [onEndReached]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setWidth(rect.width);
      setViewport({ top: rect.top, height: window.innerHeight || 800, measured: true });
    };
    // The first measurement brings the first screen's cards: a few dozen rendered at once would
    // hold a slow phone for a third of a second, so they come as a transition, in slices.
    // Scrolling and resizing measure at once: the rows must follow the finger.
    startTransition(measure);
    const onScroll = throttle(measure, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    observer?.observe(element);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      observer?.disconnect();
    };
  }, []);

  // Thumbnails join the first screen until the grid has its measured layout.
  useEffect(() => {
    if (!viewport.measured) return;
    markOnce(FIRST_GAMES_MARK);
    firstScreen.close();
  }, [firstScreen, viewport.measured]);

  const { first, last } = visibleRows(layout, viewport.top, viewport.height);
  useEffect(() => {
    if (viewport.measured && layout.rows > 0 && last >= layout.rows - 1 - 1) endReached.current();
  }, [last, layout.rows, viewport.measured]);

  // Nothing before the grid knows its width: cards placed for a guessed width would be placed
  // again (or thrown away) a moment later.
  const items: ReactNode[] = [];
  for (let row = first; viewport.measured && row <= last; row += 1) {
    for (let column = 0; column < layout.columns; column += 1) {
      const index = row * layout.columns + column;
      const game = games[index];
      if (!game) break;
      items.push(
        <li
          key={game.gameCode}
          className={styles.item}
          aria-setsize={total}
          aria-posinset={index + 1}
          style={{
            top: row * layout.rowHeight,
            left: column * (layout.cardWidth + GRID_GAP),
            width: layout.cardWidth,
            height: layout.rowHeight - GRID_GAP,
          }}
        >
          {renderGame(game)}
        </li>,
      );
    }
  }

  return (
    <FirstScreenContext.Provider value={firstScreen}>
      <ul
        ref={ref}
        className={styles.grid}
        aria-label={label}
        style={{ height: Math.max(0, layout.rows * layout.rowHeight - GRID_GAP) }}
      >
        {items}
      </ul>
    </FirstScreenContext.Provider>
  );
};
