import { useCallback } from 'react';
import type { Theme } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { useHost } from '../host/hostContext';

/** The active theme and a way to change it; the bus is the source of truth. */
export const useTheme = (): { theme: Theme; setTheme: (theme: Theme) => void } => {
  const { bus } = useHost();
  const theme = useChannelValue(bus.theme);
  const setTheme = useCallback((next: Theme) => bus.theme.set(next), [bus]);
  return { theme, setTheme };
};
