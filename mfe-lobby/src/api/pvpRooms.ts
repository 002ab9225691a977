import { pvpRoomsEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage, useMember } from 'shared-ui/kit';

/** Query keys of PVP rooms: `of({ vassalage, language })`. */
export const pvpRoomKeys = resourceKeys('lobby', 'pvpRooms');

/** The PVP rooms, optionally of one vendor; idle for guests (rooms need a session). */
export const usePvpRooms = (vassalage: string | undefined) => {
  const language = useLanguage();
  const member = useMember();
  return useEndpointQuery(
    pvpRoomsEndpoint,
    { vassalage, language },
    {
      key: pvpRoomKeys.of({ vassalage, language }),
      enabled: member !== null,
      select: (value) => value.list,
    },
  );
};
