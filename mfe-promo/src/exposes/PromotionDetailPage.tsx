import { PromotionDetailScreen } from '../features/promotionDetail';
import { promo } from '../remote';

/** Exposed as `mfe-promo/PromotionDetailPage`: the /promoDetail?id= route. */
export default promo.expose(PromotionDetailScreen);
