import { createFakeHost, createRenderer, testMember } from 'shared-ui/testing';

import { AgentCentre } from '../features/centre/AgentCentre';
import { agent } from '../remote';

/** The test agent: a member whose agent centre is on. */
export const testAgent = () => testMember({ isAgent: 1, agentCentre: true, userName: 'agent01' });

const render = createRenderer(agent, <AgentCentre />);

/**
 * Renders the agent centre as the shell mounts it, on a fake platform, signed in as the test
 * agent unless a host says otherwise; `route` opens a page (default `/?ac=teamOverview`).
 */
export const renderAgent = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '/?ac=teamOverview', host: createFakeHost({ member: testAgent() }), ...options });

/** Renders one page's screen alone (its own tests), signed in as the test agent. */
export const renderAgentPage = (
  screen: React.ReactNode,
  options: Omit<Parameters<typeof render>[0] & object, 'children'> = {},
) =>
  render({
    route: '/?ac=teamOverview',
    host: createFakeHost({ member: testAgent() }),
    ...options,
    children: screen,
  });
