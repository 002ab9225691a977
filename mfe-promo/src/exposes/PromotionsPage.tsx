import { PromotionsScreen } from '../features/promotions';
import { promo } from '../remote';

/** Exposed as `mfe-promo/PromotionsPage`: the /promotions route. */
export default promo.expose(PromotionsScreen);
