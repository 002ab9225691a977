import type { Language, MemberInfo, SessionState } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { useLobbyContext } from './LobbyContext';

/** The active platform language. */
export const useLanguage = (): Language => useChannelValue(useLobbyContext().host.bus.language);

/** Who is using the site. */
export const useSession = (): SessionState => useChannelValue(useLobbyContext().host.bus.session);

/** The signed-in member, or null for a guest. */
export const useMember = (): MemberInfo | null => {
  const session = useSession();
  return session.status === 'member' ? session.member : null;
};
