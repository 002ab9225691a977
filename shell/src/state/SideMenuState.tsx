import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

import { PREFERENCE_COOKIES, writePreferenceCookie } from '../ssr/preferenceCookies';
import { useRenderState } from '../ssr/renderState';

/** localStorage key of the side menu's mini (icons only) mode. */
export const SIDE_MENU_MINI_KEY = 'sideMenuMini';

const readMini = (): boolean => {
  try {
    return window.localStorage.getItem(SIDE_MENU_MINI_KEY) === '1';
  } catch {
    return false;
  }
};

/** What {@link useSideMenu} returns. */
export interface SideMenuState {
  /** The visitor chose the icons-only menu (desktop). */
  mini: boolean;
  toggleMini: () => void;
  /** The menu is open as a drawer (phones and tablets). */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const SideMenuContext = createContext<SideMenuState | null>(null);

/** Holds the side menu's collapse (persisted) and drawer state, shared by header and menu. */
export const SideMenuProvider = ({ children }: { children: ReactNode }) => {
  // A server-rendered page starts as the server drew it (from the cookie).
  const renderState = useRenderState();
  const [mini, setMini] = useState(() => renderState?.sideMenuMini ?? readMini());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleMini = useCallback(() => {
    setMini((current) => {
      const next = !current;
      writePreferenceCookie(PREFERENCE_COOKIES.sideMenuMini, next ? '1' : '0');
      try {
        window.localStorage.setItem(SIDE_MENU_MINI_KEY, next ? '1' : '0');
      } catch {
        // Not remembering is acceptable.
      }
      return next;
    });
  }, []);
  const value = useMemo(
    () => ({ mini, toggleMini, drawerOpen, setDrawerOpen }),
    [mini, toggleMini, drawerOpen],
  );
  return <SideMenuContext.Provider value={value}>{children}</SideMenuContext.Provider>;
};

/** The side menu state; throws when used outside {@link SideMenuProvider}. */
export const useSideMenu = (): SideMenuState => {
  const state = useContext(SideMenuContext);
  if (!state) throw new Error('useSideMenu must be used inside <SideMenuProvider>');
  return state;
};
