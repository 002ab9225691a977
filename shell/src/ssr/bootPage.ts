import { BOOTED_ATTRIBUTE, holdEarlyClicks, HYDRATED_EVENT } from './earlyClicks';

/**
 * What the boot script of a server-rendered page does (issue 19, ADR 0016): it holds the
 * buttons pressed before the application runs and requests the application's script (its
 * `data-main`) once the page and its images have loaded, so neither that script's download nor
 * its start-up competes with the first paint. Without `data-main` it does nothing.
 */
export const bootPage = (script: HTMLOrSVGScriptElement | null, doc: Document = document): void => {
  const main = script instanceof HTMLScriptElement ? script.dataset.main : undefined;
  if (!main) return;
  doc.documentElement.setAttribute(BOOTED_ATTRIBUTE, '');
  const view = doc.defaultView ?? window;
  view.addEventListener(HYDRATED_EVENT, holdEarlyClicks(doc), { once: true });
  const start = () => {
    const application = doc.createElement('script');
    application.src = main;
    doc.head.append(application);
  };
  if (doc.readyState === 'complete') start();
  else view.addEventListener('load', start, { once: true });
};
