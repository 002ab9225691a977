import {
  BOOTED_ATTRIBUTE,
  HINTS_AFTER_PAINT_ID,
  holdEarlyClicks,
  HYDRATED_EVENT,
} from './earlyClicks';
import { showEarlyDialogs } from './earlyLogin/earlyDialog';
import { takeEarlyTaps } from './earlyTaps';

/** The longest wait for the first paint: a tab hidden meanwhile paints none. */
const PAINT_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * shared-ui's one-glyph font for SPEC's required mark ＊ (base.css), and the mark. Loaded once the
 * page has painted (1.6 KB), so the first form that shows the mark (the early login dialog at a
 * guest's first tap) finds the glyph there: while the font is not loaded, the browser searches the
 * system's fonts for it and loads a large fallback, 60 ms of a slow phone's main thread inside the
 * tap (docs/performance.md, session 35).
 */
const REQUIRED_MARK_FONT = '1em "Required Mark"';
const REQUIRED_MARK = '\uFF0A';

/** Loads the required mark's font, where the browser has the CSS Font Loading API. */
const loadRequiredMarkFont = (doc: Document) => {
  doc.fonts?.load(REQUIRED_MARK_FONT, REQUIRED_MARK).catch(() => undefined);
};

/** Whether the browser reports paints to observers (Chromium, Firefox, Safari 14.1+). */
const observesPaints = () =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/** Whether the first contentful paint has been shown already. */
const painted = () =>
  typeof performance.getEntriesByName === 'function' &&
  performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;

/**
 * Runs `then` once the page's first contentful paint is on the screen and the frame after it
 * has been painted (at once in a hidden tab, which paints none; after a second at most). A page
 * served from a fast origin can fire its load event before its first paint, and a task queued
 * by a frame callback runs after that frame's paint but can run before the frame is shown.
 */
const afterFirstPaint = (view: Window, doc: Document, then: () => void) => {
  if (doc.visibilityState === 'hidden') {
    then();
    return;
  }
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  // A frame callback runs before the paint; a task it queues runs after it.
  const afterNextFrame = () => view.requestAnimationFrame(() => view.setTimeout(once, 0));
  if (!observesPaints() || painted()) afterNextFrame();
  else {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) afterNextFrame();
    });
    observer.observe({ type: 'paint' });
  }
  view.setTimeout(once, PAINT_WAIT_MS);
};

/** Runs `then` once the document has been parsed whole (at once when it has). */
const whenParsed = (doc: Document, then: () => void) => {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
};

/** Adds a guest's hints (ADR 0032) to the head, once: the application's files start with it. */
const addHints = (doc: Document) => {
  const hints = doc.getElementById(HINTS_AFTER_PAINT_ID);
  if (!(hints instanceof HTMLTemplateElement)) return;
  hints.remove();
  doc.head.append(hints.content.cloneNode(true));
};

/**
 * What the boot script of a server-rendered page does (ADR 0016, 0026, 0032): it holds the
 * buttons pressed before the application runs and requests the application's script (its
 * `data-main`) right after the first paint, so its start-up never delays that paint but does not
 * wait for the page's images either (the load event). The boot script is `async`: it runs as soon
 * as it has arrived, while the rest of the page still downloads and parses, so a tap on "Log in"
 * is answered by the early dialog then, not once the whole document is parsed. The application
 * itself runs only on the whole document (it hydrates it): its download starts after the first
 * paint (the hints, at low priority, name it), its script joins the page once the document is
 * parsed. The first HTML hints the script with `crossorigin`: the request carries
 * `crossOrigin = 'anonymous'` too, so the browser takes the hinted download instead of fetching it
 * again. Without `data-main` it does nothing.
 */
export const bootPage = (script: HTMLOrSVGScriptElement | null, doc: Document = document): void => {
  const main = script instanceof HTMLScriptElement ? script.dataset.main : undefined;
  if (!main) return;
  doc.documentElement.setAttribute(BOOTED_ATTRIBUTE, '');
  const view = doc.defaultView ?? window;
  // First: a tap on "Log in" is answered at once rather than held (ADR 0032).
  showEarlyDialogs(doc);
  view.addEventListener(HYDRATED_EVENT, holdEarlyClicks(doc), { once: true });
  // Taps the page's inline holder kept before this script ran, pressed again in order: "Log in"
  // shows its early dialog now, any other button is held until its part has hydrated.
  for (const tap of takeEarlyTaps(view)) {
    if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  }
  afterFirstPaint(view, doc, () => {
    // A guest's page keeps its hints for now (ADR 0032): they start with the application.
    addHints(doc);
    loadRequiredMarkFont(doc);
    whenParsed(doc, () => {
      addHints(doc);
      const application = doc.createElement('script');
      application.crossOrigin = 'anonymous';
      application.src = main;
      doc.head.append(application);
    });
  });
};
