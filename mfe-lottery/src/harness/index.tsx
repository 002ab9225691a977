// Standalone harness: runs this remote's pages without the shell (`pnpm --filter mfe-lottery dev`).
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import LotteryPage from '../exposes/LotteryPage';
import { lottery } from '../remote';

const host = createHarnessHost(lottery.registerI18n);

startHarness({
  title: 'mfe-lottery',
  host,
  pages: [{ path: '/lottery?gameCode=SSC1', label: 'Lottery', Module: LotteryPage }],
});
