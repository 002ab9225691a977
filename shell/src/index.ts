import { startSiteConfigRequest } from './app/siteConfigRequest';

// The site configuration downloads alongside the application code instead of after it.
startSiteConfigRequest();

// Async boundary: shared singletons (react, react-dom, ...) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The site failed to start', error);
});
