import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** What {@link useChrome} returns. */
export interface ChromeState {
  /**
   * The "home state" of SPEC section 2: whether the immersive pages (/seamless, /vnlottery)
   * may show the top bar and left bar. Off by default.
   */
  barsAllowed: boolean;
  setBarsAllowed: (allowed: boolean) => void;
}

const ChromeContext = createContext<ChromeState | null>(null);

/** Holds whether immersive pages show the header and side menu. */
export const ChromeProvider = ({
  children,
  initialBarsAllowed = false,
}: {
  children: ReactNode;
  initialBarsAllowed?: boolean;
}) => {
  const [barsAllowed, setBarsAllowed] = useState(initialBarsAllowed);
  const value = useMemo(() => ({ barsAllowed, setBarsAllowed }), [barsAllowed]);
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
};

/** The chrome state; throws when used outside {@link ChromeProvider}. */
export const useChrome = (): ChromeState => {
  const state = useContext(ChromeContext);
  if (!state) throw new Error('useChrome must be used inside <ChromeProvider>');
  return state;
};
