import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

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
  const [barsAllowed, setAllowed] = useState(() => initialBarsAllowed ?? storedHomeState());
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
