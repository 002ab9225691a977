import { AgentCentre } from '../features/centre/AgentCentre';
import { agent } from '../remote';

/**
 * Exposed as `mfe-agent/AgentCentre`: mounted by the shell on the first OpenAgentCentre (or at
 * once when the URL names a page with `?ac=`), headless while the centre is closed.
 */
export default agent.expose(AgentCentre);
