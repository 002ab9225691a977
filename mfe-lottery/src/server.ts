// The first screens the site's server renders (ADR 0017): built to
// dist/server/render.cjs beside the browser build and released with it.
import { defineServerRender } from 'shared-ui/kit';

import LotteryPage from './exposes/LotteryPage';
import { lottery } from './remote';

export default defineServerRender(
  lottery,
  { LotteryPage },
  { LotteryPage: ['gameCode', 'playType'] },
);
