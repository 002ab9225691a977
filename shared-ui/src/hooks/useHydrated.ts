import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while React renders on the server or hydrates the server's HTML, true afterwards (and at
 * once in a page the browser renders alone): for what only a browser can do, such as parsing
 * HTML to sanitise it, so the first render matches the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
