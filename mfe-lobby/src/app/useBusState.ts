import { useCallback, useSyncExternalStore } from 'react';
import type { Language, MemberInfo, SessionState, StateChannel } from 'shared-contracts';

import { useLobbyContext } from './LobbyContext';

/** The current value of a bus channel; re-renders when the shell publishes a new one. */
export const useChannel = <T>(channel: StateChannel<T>): T => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = channel.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [channel],
  );
  return useSyncExternalStore(subscribe, () => channel.get());
};

/** The active platform language. */
export const useLanguage = (): Language => useChannel(useLobbyContext().host.bus.language);

/** Who is using the site. */
export const useSession = (): SessionState => useChannel(useLobbyContext().host.bus.session);

/** The signed-in member, or null for a guest. */
export const useMember = (): MemberInfo | null => {
  const session = useSession();
  return session.status === 'member' ? session.member : null;
};
