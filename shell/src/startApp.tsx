import 'shared-ui/theme.css';

import i18next from 'i18next';
import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EventBus, type HostContext } from 'shared-contracts';
import { setRenderingServerHtml } from 'shared-ui';

import { App } from './app/App';
import { loadSiteConfig } from './app/siteConfig';
import { StartupError } from './app/StartupError';
import { startFieldData, startFieldVitals } from './fieldData/fieldData';
import { ensureShellI18n, loadShellLanguage } from './i18n/i18n';
import { yieldToMain } from './lib/yieldToMain';
import {
  preloadRemoteComponent,
  prepareRemoteComponent,
  SLOT_PATIENCE_MS,
} from './remotes/federation';
import { configureRegistry } from './remotes/registry';
import { warmRemote } from './remotes/warmRemote';
import { HOME_PATH, routeFor } from './routing/routes';
import { deleteLegacyRememberCookie } from './session/legacyRememberCookie';
import { takeLoginTicket } from './session/takeLoginTicket';
import { readToken, writeToken } from './session/tokenStorage';
import { AREA_HYDRATED_EVENT, FRAME_HYDRATED_EVENT, HYDRATED_EVENT } from './ssr/earlyClicks';
import { writeSessionHint } from './ssr/preferenceCookies';
import { readRenderState } from './ssr/renderState';
import { applyStoredTheme } from './state/theme';
import { registerServiceWorkerWhenIdle } from './sw/registerServiceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered (ADR 0016) hydrates its HTML; otherwise the browser renders alone.
const renderState = readRenderState();
// The server's HTML already has the theme it was rendered with; the stored one follows after
// hydration (useThemeSync), so the first render matches that HTML.
if (!renderState) applyStoredTheme();
ensureShellI18n();
// Before anything renders or logs: a login ticket never stays in the address bar.
takeLoginTicket();
// The old "remember password" cookie held the password: gone on every start.
deleteLegacyRememberCookie();
// A session from before the hint existed tells the server too (it renders remote areas for guests).
if (readToken()) writeSessionHint(true);

/** Tells index.ts the server's HTML is the application's now (it presses held clicks). */
const announceHydrated = () => window.dispatchEvent(new Event(HYDRATED_EVENT));

/**
 * Once the page is interactive: the service worker of repeat visits (ADR 0028), registered when
 * the main thread is idle (development builds have none), and the field data's vitals (ADR 0029,
 * their library downloaded then, not before).
 */
const afterInteractive = () => {
  if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  void startFieldVitals().catch(() => undefined);
};

/**
 * Longest the frame's hydration waits for the code of the remote area the server rendered: as
 * long as a slot waits for its remote. A remote that is down fails at once and does not hold it;
 * a slow one does, with the early clicks held: hydrating without it would leave the area's HTML
 * unable to answer them.
 */
const AREA_PATIENCE_MS = SLOT_PATIENCE_MS;

/**
 * Settles once the remote area the server rendered has hydrated (React does it in a pass of its
 * own, after the frame), failed, or taken longer than a slot waits for its remote.
 */
const areaHydration = (): Promise<void> =>
  new Promise((resolve) => {
    window.addEventListener(AREA_HYDRATED_EVENT, () => resolve(), { once: true });
    setTimeout(resolve, AREA_PATIENCE_MS);
  });

/**
 * Rendered after the frame: its effect runs once React has committed the hydrated frame (its
 * buttons answer the clicks held for them); the page is hydrated once the server-rendered area is
 * too (React hydrates it in a pass of its own, after the frame).
 */
const Hydrated = ({ area }: { area: Promise<void> }) => {
  useEffect(() => {
    setRenderingServerHtml(false);
    window.dispatchEvent(new Event(FRAME_HYDRATED_EVENT));
    void area.then(() => {
      announceHydrated();
      afterInteractive();
    });
  }, [area]);
  return null;
};

let clientRoot: ReturnType<typeof createRoot> | null = null;
const renderAlone = (element: ReactNode) => {
  clientRoot ??= createRoot(container);
  clientRoot.render(element);
};

const start = async () => {
  try {
    const config = await loadSiteConfig();
    configureRegistry(config.registryUrl);
    startFieldData(config);
    // The page's remote downloads while the shell renders its frame, not after.
    const { pathname } = window.location;
    const { content } = routeFor(pathname === '/' ? HOME_PATH : pathname);
    if (content.kind === 'remote') preloadRemoteComponent(content.remote, content.module);
    // A guest's first tap is most often "Log in": its dialogs download (the first HTML hinted
    // them) and run while the page hydrates, so the tap waits for neither (ADR 0031).
    if (!readToken()) warmRemote('mfe-auth', 'AuthModals');
    const host: HostContext = {
      bus: new EventBus(),
      config,
      getToken: readToken,
      setToken: writeToken,
    };
    const app = (
      <StrictMode>
        <App host={host} renderState={renderState} />
      </StrictMode>
    );
    if (renderState) {
      // The first render must say what the server said: its language and theme.
      host.bus.theme.set(renderState.theme);
      host.bus.language.set(renderState.language);
      await loadShellLanguage(renderState.language).catch(() => undefined);
      await i18next.changeLanguage(renderState.language);
      // The remote area the server rendered hydrates with the code downloaded beforehand.
      const areaRendered =
        content.kind === 'remote' && renderState.remote?.module === content.module;
      if (areaRendered) {
        await prepareRemoteComponent(content.remote, content.module, AREA_PATIENCE_MS);
      }
      const area = areaRendered ? areaHydration() : Promise.resolve();
      // The remote's modules ran in this task: hydration starts in a task of its own.
      await yieldToMain();
      // As a transition, hydration yields to the browser every few milliseconds.
      setRenderingServerHtml(true);
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            {app}
            <Hydrated area={area} />
          </>,
        );
      });
      return;
    }
    // As a transition the first render yields to the browser every few milliseconds instead
    // of holding the main thread for the whole tree (one long task on a slow phone).
    startTransition(() => renderAlone(app));
    afterInteractive();
  } catch (error) {
    console.error('Site configuration could not be loaded', error);
    renderAlone(<StartupError onRetry={() => void start()} />);
    // Nothing will hydrate: held clicks go to the page as it is now.
    setRenderingServerHtml(false);
    announceHydrated();
  }
};

/** Starts the application: hydrates the server's HTML, or renders the page alone. */
export const startApp = (): void => {
  void start();
};
