import { startEarlyRequests } from './api/earlyRequests';
import { startSiteConfigRequest } from './app/siteConfigRequest';

// The site configuration, and then the calls every page waits for before its first paint,
// download alongside the application code instead of after it.
startEarlyRequests(startSiteConfigRequest(), window.location.pathname);

// Async boundary: shared singletons (react, react-dom, ...) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The site failed to start', error);
});
