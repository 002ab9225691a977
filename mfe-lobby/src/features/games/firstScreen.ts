import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** User-timing mark: the first page of a lobby's game list is laid out in the grid. */
export const FIRST_GAMES_MARK = 'lobby:first-games';
/**
 * User-timing mark: every thumbnail of that first page which is on screen has loaded (or fell
 * back to the default icon). The web benchmark reads it (tooling/scripts/bench-lobby.mjs).
 */
export const FIRST_THUMBNAILS_MARK = 'lobby:first-thumbnails';

/** Sets a user-timing mark once per document (the first lobby visited), where supported. */
export const markOnce = (name: string): void => {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
};

/**
 * Follows the thumbnails of a lobby's first screen. Each joins while the grid is being laid
 * out and leaves once settled: shown, failed, off screen at its first sighting, or unmounted.
 * `close` ends joining (the grid has its measured layout); `onSettled` runs once, when closed
 * and every thumbnail that joined has left.
 */
export const createFirstScreenTracker = (onSettled: () => void) => {
  let open = true;
  let waiting = 0;
  let done = false;
  const check = () => {
    if (done || open || waiting > 0) return;
    done = true;
    onSettled();
  };
  return {
    /** Joins a thumbnail; the answer (idempotent) makes it leave. A no-op once closed. */
    join(): () => void {
      if (!open) return () => undefined;
      waiting += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        waiting -= 1;
        check();
      };
    },
    close(): void {
      open = false;
      check();
    },
  };
};
export type FirstScreenTracker = ReturnType<typeof createFirstScreenTracker>;

/** The tracker of the grid a thumbnail sits in; none outside a lobby grid (home rows). */
export const FirstScreenContext = createContext<FirstScreenTracker | null>(null);

/**
 * A thumbnail's place in its grid's first screen: joins on mount, leaves once `settled` (its
 * outcome is known and rendered) or on unmount. The answer makes it leave early (off screen).
 */
export const useFirstScreenEntry = (settled: boolean): (() => void) => {
  const tracker = useContext(FirstScreenContext);
  const leave = useRef<() => void>(() => undefined);
  useEffect(() => {
    const left = tracker?.join() ?? (() => undefined);
    leave.current = left;
    return left;
  }, [tracker]);
  useEffect(() => {
    if (settled) leave.current();
  }, [settled]);
  return useCallback(() => leave.current(), []);
};
