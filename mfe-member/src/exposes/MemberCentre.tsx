import { CENTRE_SCREENS } from '../features/centre/centreScreens';
import { MemberCentre } from '../features/centre/MemberCentre';
import { member } from '../remote';

/**
 * Exposed as `mfe-member/MemberCentre`: mounted by the shell on the first OpenMemberCentre (or
 * at once when the URL names a page with `?mc=`), headless while the centre is closed. Its
 * warm-up (the page idle, or a finger on "Deposit") also fetches the deposit page, the header's
 * first way in: the tap does not wait for the centre to render before that download starts.
 */
export default member.expose(MemberCentre, { warm: CENTRE_SCREENS.depositv2.preload });
