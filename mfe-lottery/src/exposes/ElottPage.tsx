import { ElottScreen } from '../features/elott/ElottScreen';
import { lottery } from '../remote';

/** Exposed as `mfe-lottery/ElottPage`: the /elott route (full layout, lottery banners). */
export default lottery.expose(ElottScreen);
