import { Route, Routes } from 'react-router-dom';
import { createRenderer } from 'shared-ui/testing';

import { PromotionDetailScreen } from '../features/promotionDetail';
import { PromotionsScreen } from '../features/promotions';
import { promo } from '../remote';

/** Renders the promotions routes as the shell mounts them, on a fake platform. */
export const renderPromo = createRenderer(
  promo,
  <Routes>
    <Route path="/promotions" element={<PromotionsScreen />} />
    <Route path="/promoDetail" element={<PromotionDetailScreen />} />
  </Routes>,
);
