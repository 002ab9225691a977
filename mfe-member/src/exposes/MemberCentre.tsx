import { MemberCentre } from '../features/centre/MemberCentre';
import { member } from '../remote';

/**
 * Exposed as `mfe-member/MemberCentre`: mounted by the shell on the first OpenMemberCentre (or
 * at once when the URL names a page with `?mc=`), headless while the centre is closed.
 */
export default member.expose(MemberCentre);
