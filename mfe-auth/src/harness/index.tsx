// Standalone harness: runs this remote's pages and modals without the shell, with a fake host
// context, so the team can develop and check them alone (`pnpm --filter mfe-auth dev`).
import 'shared-ui/src/theme/tokens.css';
import 'shared-ui/src/theme/base.css';

import { createRoot } from 'react-dom/client';

import { Harness } from './Harness';

const container = document.getElementById('root');
if (!container) throw new Error('The harness page needs a <div id="root">.');
createRoot(container).render(<Harness />);
