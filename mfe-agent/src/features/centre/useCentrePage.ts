import { AGENT_PAGES, type AgentPage, DEFAULT_AGENT_PAGE } from 'shared-contracts';
import { useQueryParamPage } from 'shared-ui/kit';

/** The query parameter that holds the open page (`?ac=teamOverview`): reload and back keep it. */
export const CENTRE_PARAM = 'ac';

const isAgentPage = (id: string): id is AgentPage =>
  (AGENT_PAGES as readonly string[]).includes(id);

/**
 * The agent centre's page from the URL: null when the centre is closed, the default page for a
 * name it does not know. Opening a page adds a history entry; closing removes the parameter.
 */
export const useCentrePage = () => useQueryParamPage(CENTRE_PARAM, isAgentPage, DEFAULT_AGENT_PAGE);
