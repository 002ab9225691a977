import { pvpRoomsEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of PVP rooms. */
const pvpRooms = resourceKeys('lobby', 'pvpRooms');

/** The PVP rooms, optionally of one vendor; idle for guests (rooms need a session). */
export const usePvpRooms = (vassalage: string | undefined) => {
  const language = useLanguage();
  return useEndpointQuery(
    pvpRoomsEndpoint,
    { vassalage, language },
    { key: pvpRooms, member: true, select: (value) => value.list },
  );
};
