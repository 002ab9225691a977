// Standalone harness: runs this remote's pages without the shell, with a fake host context
// (`pnpm --filter mfe-promo dev`).
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import PromotionDetailPage from '../exposes/PromotionDetailPage';
import PromotionsPage from '../exposes/PromotionsPage';
import { promo } from '../remote';

startHarness({
  title: 'mfe-promo',
  host: createHarnessHost(promo.registerI18n),
  pages: [
    { path: '/promotions', label: 'Promotions', Module: PromotionsPage },
    { path: '/promoDetail?id=1', label: 'Promotion 1', Module: PromotionDetailPage },
  ],
});
