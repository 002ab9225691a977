import { useLayoutEffect } from 'react';

import { useHost } from '../host/hostContext';
import { applyStoredTheme, applyTheme, storeTheme } from './theme';

/**
 * Publishes the stored theme on the bus at start and then keeps `<html data-theme>` and
 * storage in step with the bus, whoever changes it. A layout effect, so the theme is on the
 * document before the browser paints.
 */
export const useThemeSync = (): void => {
  const { bus } = useHost();
  useLayoutEffect(() => {
    bus.theme.set(applyStoredTheme());
    // The channel replays the value just set; skipping it keeps storage untouched until the
    // visitor actually chooses.
    let first = true;
    const subscription = bus.theme.value$.subscribe((theme) => {
      applyTheme(theme);
      if (!first) storeTheme(theme);
      first = false;
    });
    return () => subscription.unsubscribe();
  }, [bus]);
};
