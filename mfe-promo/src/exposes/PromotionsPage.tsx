import type { RemoteProps } from 'shared-contracts';

import { PromoProviders } from '../app/PromoProviders';
import { PromotionsScreen } from '../features/promotions';

/** Exposed as `mfe-promo/PromotionsPage`: the /promotions route. */
const PromotionsPage = ({ host }: RemoteProps) => (
  <PromoProviders host={host}>
    <PromotionsScreen />
  </PromoProviders>
);

export default PromotionsPage;
