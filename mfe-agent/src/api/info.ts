import { useQuery } from '@tanstack/react-query';
import { agentAnnouncementsEndpoint, agentContractInfoEndpoint } from 'shared-contracts/agent';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the agent's own info (contract flags, announcements). */
export const infoKeys = {
  all: ['agent', 'info'] as const,
  contractInfo: () => [...infoKeys.all, 'contractInfo'] as const,
  announcements: () => [...infoKeys.all, 'announcements'] as const,
};

/** Who the agent is and which conditional pages its contracts open (SPEC section 3). */
export const useContractInfo = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: infoKeys.contractInfo(),
    queryFn: ({ signal }) => client.call(agentContractInfoEndpoint, {}, { signal }),
  });
};

/** The agent announcements, newest first (their HTML is sanitised where it is shown). */
export const useAnnouncements = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: infoKeys.announcements(),
    queryFn: async ({ signal }) =>
      (await client.call(agentAnnouncementsEndpoint, {}, { signal })).items,
  });
};
