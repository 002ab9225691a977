// Standalone harness: runs the agent centre without the shell (`pnpm --filter mfe-agent dev`).
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import AgentCentre from '../exposes/AgentCentre';
import { agent } from '../remote';

const host = createHarnessHost(agent.registerI18n);

startHarness({
  title: 'mfe-agent',
  host,
  pages: [{ path: '/', label: 'Agent centre', Module: AgentCentre }],
  actions: [
    { label: 'Open the agent centre', run: () => host.bus.publish({ type: 'OpenAgentCentre' }) },
  ],
});
