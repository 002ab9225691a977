// Standalone harness: runs this remote's pages without the shell (`pnpm --filter {{id}} dev`).
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import ExamplePage from '../exposes/ExamplePage';
import { {{name}} } from '../remote';

startHarness({
  title: '{{id}}',
  host: createHarnessHost({{name}}.registerI18n),
  pages: [{ path: '{{route}}', label: 'Example', Module: ExamplePage }],
});
