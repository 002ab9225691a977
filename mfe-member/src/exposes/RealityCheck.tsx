import { RealityCheckReminder } from '../features/responsible/RealityCheckReminder';
import { member } from '../remote';

/**
 * Exposed as `mfe-member/RealityCheck`: the shell mounts it for signed-in members once the page
 * is idle; it shows nothing until a reality check the player set is due.
 */
export default member.expose(RealityCheckReminder);
