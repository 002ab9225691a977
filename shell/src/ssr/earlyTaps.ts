// No imports but a selector: the script below is inlined in the head of every page the boot
// script starts, and the boot script reads what it left.
import { NEEDS_APPLICATION } from './earlyClicks';

/** Where the inline script leaves what it held, for the boot script. */
const EARLY_TAPS_GLOBAL = '__siteEarlyTaps';

/** What the inline script leaves on `window`. */
interface EarlyTaps {
  taps: Element[];
  stop: () => void;
}

/**
 * The first script in a server-rendered page's head, inline (the page's Content-Security-Policy
 * names its hash: `shell/src/ssr/inlineScripts.ts`). The header paints while the rest of the
 * page still downloads, and the boot script is deferred (it runs once the document is parsed): a
 * tap on "Log in" in between found no listener and was lost. This holds every tap on a button
 * (the same selector as `holdEarlyClicks`) until the boot script takes them over
 * ({@link takeEarlyTaps}) and presses them again. Links are left alone. Google's jsaction does the
 * same with its inline "early event contract".
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d,w){var t=[];function h(e){var b=e.target&&e.target.closest&&' +
  `e.target.closest(${JSON.stringify(NEEDS_APPLICATION)});` +
  'if(b){e.preventDefault();e.stopPropagation();t.push(b)}}' +
  'd.addEventListener("click",h,true);' +
  `w.${EARLY_TAPS_GLOBAL}={taps:t,stop:function(){d.removeEventListener("click",h,true)}}})(document,window)`;

/**
 * Stops the inline script's holding and answers the buttons it held, oldest first (none when
 * the page has no such script).
 */
export const takeEarlyTaps = (view: Window): Element[] => {
  const holder = view as unknown as Record<string, EarlyTaps | undefined>;
  const early = holder[EARLY_TAPS_GLOBAL];
  if (!early) return [];
  early.stop();
  delete holder[EARLY_TAPS_GLOBAL];
  return early.taps;
};
