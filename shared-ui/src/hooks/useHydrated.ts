import { createContext, startTransition, useContext, useEffect, useState } from 'react';

// Node has no window: a render there is always the server's. In a browser the host says when
// its root hydrates the server's HTML (setRenderingServerHtml).
let renderingServerHtml = typeof window === 'undefined';

/**
 * The host tells what the next renders are: true before it hydrates the server's HTML, false
 * once hydration has committed. Components mounted after that are the browser's at once.
 */
export const setRenderingServerHtml = (value: boolean): void => {
  renderingServerHtml = value;
};

/**
 * True around a part the server rendered that hydrates on its own, later than the page (a
 * remote's area, once its code has loaded): its first render there must match the server's too.
 */
export const ServerHtmlContext = createContext(false);

/**
 * False while React renders on the server or hydrates the server's HTML, true afterwards (and at
 * once in a page the browser renders alone): for what only a browser can do, such as parsing
 * HTML to sanitise it, so the first render matches the server's.
 *
 * The switch after hydration is a transition, so what it brings (a remote's whole page) renders
 * in slices that yield to the browser instead of one long synchronous task that blocks input.
 */
export const useHydrated = (): boolean => {
  const insideServerHtml = useContext(ServerHtmlContext);
  const [hydrated, setHydrated] = useState(() => !renderingServerHtml && !insideServerHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
};
