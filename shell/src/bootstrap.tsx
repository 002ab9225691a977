import 'shared-ui/theme.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EventBus, type HostContext } from 'shared-contracts';

import { App } from './app/App';
import { loadSiteConfig } from './app/siteConfig';
import { StartupError } from './app/StartupError';
import { preloadRemoteComponent } from './remotes/federation';
import { configureRegistry } from './remotes/registry';
import { HOME_PATH, routeFor } from './routing/routes';
import { deleteLegacyRememberCookie } from './session/legacyRememberCookie';
import { takeLoginTicket } from './session/takeLoginTicket';
import { readToken, writeToken } from './session/tokenStorage';
import { applyStoredTheme } from './state/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

applyStoredTheme();
// Before anything renders or logs: a login ticket never stays in the address bar.
takeLoginTicket();
// The old "remember password" cookie held the password: gone on every start (issue #20).
deleteLegacyRememberCookie();

const start = async () => {
  try {
    const config = await loadSiteConfig();
    configureRegistry(config.registryUrl);
    // The page's remote downloads while the shell renders its frame, not after.
    const { pathname } = window.location;
    const { content } = routeFor(pathname === '/' ? HOME_PATH : pathname);
    if (content.kind === 'remote') preloadRemoteComponent(content.remote, content.module);
    const host: HostContext = {
      bus: new EventBus(),
      config,
      getToken: readToken,
      setToken: writeToken,
    };
    // As a transition the first render yields to the browser every few milliseconds instead
    // of holding the main thread for the whole tree (one long task on a slow phone).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App host={host} />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('Site configuration could not be loaded', error);
    root.render(<StartupError onRetry={() => void start()} />);
  }
};

void start();
