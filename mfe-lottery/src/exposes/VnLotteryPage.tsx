import { VnLotteryScreen } from '../features/vn/VnLotteryScreen';
import { lottery } from '../remote';

/**
 * Exposed as `mfe-lottery/VnLotteryPage`: the /vnlottery route (immersive: the shell shows the
 * header and a mini side menu when the home state allows them).
 */
export default lottery.expose(VnLotteryScreen);
