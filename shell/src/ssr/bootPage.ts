import { BOOTED_ATTRIBUTE, holdEarlyClicks, HYDRATED_EVENT } from './earlyClicks';

/** The longest wait for a frame: a tab hidden meanwhile paints none. */
const FRAME_WAIT_MS = 1000;

/**
 * Runs `then` once the browser has painted the next frame (at once in a hidden tab, which paints
 * none). A page served from a fast origin can fire its load event before its first paint.
 */
const afterNextPaint = (view: Window, doc: Document, then: () => void) => {
  if (doc.visibilityState === 'hidden') {
    then();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  // A frame callback runs before the paint; a task it queues runs after it.
  view.requestAnimationFrame(() => view.setTimeout(once, 0));
  view.setTimeout(once, FRAME_WAIT_MS);
};

/**
 * What the boot script of a server-rendered page does (issue 19, ADR 0016): it holds the
 * buttons pressed before the application runs and requests the application's script (its
 * `data-main`) once the page and its images have loaded and the page has painted, so neither
 * that script's download nor its start-up competes with the first paint. Without `data-main` it
 * does nothing.
 */
export const bootPage = (script: HTMLOrSVGScriptElement | null, doc: Document = document): void => {
  const main = script instanceof HTMLScriptElement ? script.dataset.main : undefined;
  if (!main) return;
  doc.documentElement.setAttribute(BOOTED_ATTRIBUTE, '');
  const view = doc.defaultView ?? window;
  view.addEventListener(HYDRATED_EVENT, holdEarlyClicks(doc), { once: true });
  const start = () =>
    afterNextPaint(view, doc, () => {
      const application = doc.createElement('script');
      application.src = main;
      doc.head.append(application);
    });
  if (doc.readyState === 'complete') start();
  else view.addEventListener('load', start, { once: true });
};
