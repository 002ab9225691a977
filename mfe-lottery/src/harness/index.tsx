// Standalone harness: runs this remote's pages without the shell (`pnpm --filter mfe-lottery dev`).
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import ExamplePage from '../exposes/ExamplePage';
import { lottery } from '../remote';

startHarness({
  title: 'mfe-lottery',
  host: createHarnessHost(lottery.registerI18n),
  pages: [{ path: '/lottery', label: 'Example', Module: ExamplePage }],
});
