import { useQuery } from '@tanstack/react-query';
import { type Language, pvpRoomsEndpoint } from 'shared-contracts';
import { useLanguage, useMember, useRemote } from 'shared-ui/kit';

/** Query keys of PVP rooms. */
export const pvpRoomKeys = {
  all: ['lobby', 'pvpRooms'] as const,
  list: (vassalage: string | undefined, language: Language) =>
    [...pvpRoomKeys.all, { vassalage, language }] as const,
};

/** The PVP rooms, optionally of one vendor; idle for guests (rooms need a session). */
export const usePvpRooms = (vassalage: string | undefined) => {
  const { client } = useRemote();
  const language = useLanguage();
  const member = useMember();
  return useQuery({
    queryKey: pvpRoomKeys.list(vassalage, language),
    queryFn: async ({ signal }) =>
      (await client.call(pvpRoomsEndpoint, { vassalage, language }, { signal })).list,
    enabled: member !== null,
  });
};
