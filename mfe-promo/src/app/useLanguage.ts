import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from 'shared-contracts';

import { usePromoContext } from './PromoContext';

/** The active platform language, from the bus; re-renders when the shell switches it. */
export const useLanguage = (): Language => {
  const { host } = usePromoContext();
  const channel = host.bus.language;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = channel.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [channel],
  );
  return useSyncExternalStore(subscribe, () => channel.get());
};
