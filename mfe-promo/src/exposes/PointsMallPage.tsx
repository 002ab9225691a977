import { PointsMallScreen } from '../features/pointsMall';
import { promo } from '../remote';

/** Exposed as `mfe-promo/PointsMallPage`: the /pointMall route. */
export default promo.expose(PointsMallScreen);
