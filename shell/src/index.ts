import { startEarlyRequests } from './api/earlyRequests';
import { startSiteConfigRequest } from './app/siteConfigRequest';
import { yieldToMain } from './lib/yieldToMain';
import { BOOTED_ATTRIBUTE, holdEarlyClicks, HYDRATED_EVENT } from './ssr/earlyClicks';
import { RENDER_STATE_ID } from './ssr/renderStateId';

const siteConfig = startSiteConfigRequest();

// Async boundary: shared singletons (react, react-dom, ...) are negotiated before bootstrap runs.
const startSite = () => {
  import('./bootstrap').catch((error: unknown) => {
    console.error('The site failed to start', error);
  });
};

if (document.documentElement.hasAttribute(BOOTED_ATTRIBUTE)) {
  // Requested by the boot script right after the first paint; it holds the early clicks. The
  // application's files are requested in a task of their own, after the federation runtime's
  // start (together, one long task on a slow phone).
  void yieldToMain().then(startSite);
} else if (document.getElementById(RENDER_STATE_ID)) {
  // The server already painted the page (ADR 0016) and put its platform answers in it: the
  // application's code downloads once the page and its images have loaded, so it never
  // competes with the first screen for the network. A button pressed meanwhile is pressed
  // again once the application has taken over.
  window.addEventListener(HYDRATED_EVENT, holdEarlyClicks(), { once: true });
  if (document.readyState === 'complete') startSite();
  else window.addEventListener('load', startSite, { once: true });
} else {
  // The site configuration, and then the calls every page waits for before its first paint,
  // download alongside the application code instead of after it.
  startEarlyRequests(siteConfig, window.location.pathname);
  startSite();
}
