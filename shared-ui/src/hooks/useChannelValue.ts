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
  const read = () => channel.get();
  // The server render (and hydration) read the channel too: the shell sets it from the state
  // the page was rendered with.
  return useSyncExternalStore(subscribe, read, read);
};
