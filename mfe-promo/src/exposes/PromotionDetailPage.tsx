import type { RemoteProps } from 'shared-contracts';

import { PromoProviders } from '../app/PromoProviders';
import { PromotionDetailScreen } from '../features/promotionDetail';

/** Exposed as `mfe-promo/PromotionDetailPage`: the /promoDetail?id= route. */
const PromotionDetailPage = ({ host }: RemoteProps) => (
  <PromoProviders host={host}>
    <PromotionDetailScreen />
  </PromoProviders>
);

export default PromotionDetailPage;
