import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import { useRenderState } from '../ssr/renderState';

/** Where the home state lives: this tab only, so a reload keeps it and a new visit starts over. */
export const HOME_STATE_KEY = 'homeState';

/** What {@link useChrome} returns. */
export interface ChromeState {
  /**
   * The "home state" of SPEC section 2: whether the immersive pages (/seamless, /vnlottery)
   * may show the top bar and left bar. It turns on once the visit has shown a page with the
   * bars (the player came through the site, so the way back stays in reach); a page opened
   * directly (an app wrapper's or a vendor's deep link) stays immersive.
   */
  barsAllowed: boolean;
  setBarsAllowed: (allowed: boolean) => void;
}

const ChromeContext = createContext<ChromeState | null>(null);

const storedHomeState = (): boolean => {
  try {
    return window.sessionStorage.getItem(HOME_STATE_KEY) === 'bars';
  } catch {
    return false;
  }
};

/** Holds whether immersive pages show the header and side menu. */
export const ChromeProvider = ({
  children,
  initialBarsAllowed,
}: {
  children: ReactNode;
  initialBarsAllowed?: boolean;
}) => {
  // The server cannot read this tab's storage: a server-rendered page starts without the
  // bars, as the server drew it, and takes the stored state right after hydrating.
  const hydrating = useRenderState() !== null;
  const [barsAllowed, setAllowed] = useState(
    () => initialBarsAllowed ?? (hydrating ? false : storedHomeState()),
  );
  useEffect(() => {
    // A transition: it re-renders the whole frame, in slices rather than one long task.
    if (hydrating && initialBarsAllowed === undefined && storedHomeState()) {
      startTransition(() => setAllowed(true));
    }
  }, [hydrating, initialBarsAllowed]);
  const setBarsAllowed = useCallback((allowed: boolean) => {
    setAllowed(allowed);
    try {
      if (allowed) window.sessionStorage.setItem(HOME_STATE_KEY, 'bars');
      else window.sessionStorage.removeItem(HOME_STATE_KEY);
    } catch {
      // Storage can be disabled: the state then lasts for this page.
    }
  }, []);
  const value = useMemo(() => ({ barsAllowed, setBarsAllowed }), [barsAllowed, setBarsAllowed]);
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
};

/** The chrome state; throws when used outside {@link ChromeProvider}. */
export const useChrome = (): ChromeState => {
  const state = useContext(ChromeContext);
  if (!state) throw new Error('useChrome must be used inside <ChromeProvider>');
  return state;
};
