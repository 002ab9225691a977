// Async boundary: shared singletons (react, react-dom, ...) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The site failed to start', error);
});
