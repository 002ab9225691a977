import { LotteryScreen } from '../features/page/LotteryScreen';
import { lottery } from '../remote';

/** Exposed as `mfe-lottery/LotteryPage`: the /lottery route (header only, no side menu). */
export default lottery.expose(LotteryScreen);
