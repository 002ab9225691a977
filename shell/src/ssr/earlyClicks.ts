// No imports: index.ts runs this before the shared libraries are negotiated.

/** Set on `<html>` by the boot script: it holds early clicks and has started the application. */
export const BOOTED_ATTRIBUTE = 'data-booted';

/** Dispatched on window once the browser has taken over the server's HTML (hydrated). */
export const HYDRATED_EVENT = 'site:hydrated';

/**
 * Dispatched on window once the remote area the server rendered with the page has hydrated
 * (React hydrates it after the frame, in a pass of its own), or has failed to.
 */
export const AREA_HYDRATED_EVENT = 'site:area-hydrated';

/** What a click may land on that only works once the application runs: links work alone. */
const NEEDS_APPLICATION = 'button, [role="button"], [role="switch"], [role="menuitem"], summary';

/**
 * Until the application has hydrated the server's HTML (the frame and the remote area in it),
 * a press on one of its buttons (Log in, the theme switch, a menu group, a category tab) would
 * do nothing: such clicks are held and pressed again, in order, once it has. Links are left
 * alone (they load their page, rendered by the server). Returns the function that releases
 * them (and stops holding).
 */
export const holdEarlyClicks = (doc: Document = document): (() => void) => {
  const held: Element[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(NEEDS_APPLICATION) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    for (const element of held.splice(0)) {
      if (element.isConnected && element instanceof HTMLElement) element.click();
    }
  };
};
