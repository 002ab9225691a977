/** The service worker's script: at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The longest an idle callback waits for the main thread to be free. */
const IDLE_TIMEOUT_MS = 10_000;
/** Without requestIdleCallback (Safari), registration waits this long after the page is up. */
const IDLE_FALLBACK_MS = 3000;

/**
 * Registers the service worker (ADR 0028) once the page is interactive and the main
 * thread is idle, so it never competes with the first paint or the first tap: call it after
 * hydration. `updateViaCache: 'none'`: the browser checks sw.js itself on every load (the server
 * sends it no-cache anyway), so a new shell build's worker is found at once. Nothing happens
 * where service workers are unavailable (an insecure origin, a private window that refuses them).
 */
export const registerServiceWorkerWhenIdle = (view: Window = window): void => {
  const container = view.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('The service worker was not registered', error));
  };
  if (typeof view.requestIdleCallback === 'function')
    view.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
  else view.setTimeout(register, IDLE_FALLBACK_MS);
};
