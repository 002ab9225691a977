import { useCallback, useSyncExternalStore } from 'react';
import type { StateChannel } from 'shared-contracts';

/** The current value of a bus channel; re-renders when it changes. */
export const useChannelValue = <T>(channel: StateChannel<T>): T => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = channel.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [channel],
  );
  return useSyncExternalStore(subscribe, () => channel.get());
};
