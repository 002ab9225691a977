import { agentAnnouncementsEndpoint, agentContractInfoEndpoint } from 'shared-contracts/agent';
import { resourceKeys, useEndpointQuery } from 'shared-ui/kit';

/** Query keys of the agent's own info (contract flags, announcements). */
export const infoKeys = resourceKeys('agent', 'info');

/** Who the agent is and which conditional pages its contracts open (SPEC section 3). */
export const useContractInfo = () =>
  useEndpointQuery(agentContractInfoEndpoint, {}, { key: infoKeys });

/** The agent announcements, newest first (their HTML is sanitised where it is shown). */
export const useAnnouncements = () =>
  useEndpointQuery(
    agentAnnouncementsEndpoint,
    {},
    { key: infoKeys, select: (value) => value.items },
  );
