// The first screens the site's server renders (ADR 0017): built to
// dist/server/render.cjs beside the browser build and released with it.
import { defineServerRender } from 'shared-ui/kit';

import PromotionsPage from './exposes/PromotionsPage';
import { promo } from './remote';

export default defineServerRender(promo, { PromotionsPage }, { PromotionsPage: ['category'] });
