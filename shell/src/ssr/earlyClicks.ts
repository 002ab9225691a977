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

/**
 * Dispatched on window once React has committed the hydrated frame (header, menus, footer): its
 * buttons answer from then on, while the remote area the server rendered hydrates in a pass of
 * its own after it (ADR 0031: the header's "Log in" does not wait for the whole page).
 */
export const FRAME_HYDRATED_EVENT = 'site:frame-hydrated';

/** The `<template>` of hints the boot script adds to the head after the first paint (ADR 0032). */
export const HINTS_AFTER_PAINT_ID = 'hints-after-paint';

/** Marks the remote area the server rendered with the page; it hydrates after the frame. */
export const SERVER_AREA_ATTRIBUTE = 'data-server-area';

/** What a click may land on that only works once the application runs: links work alone. */
export const NEEDS_APPLICATION =
  'button, [role="button"], [role="switch"], [role="menuitem"], summary';

const inServerArea = (element: Element) => element.closest(`[${SERVER_AREA_ATTRIBUTE}]`) !== null;

/**
 * Until the application has hydrated the server's HTML, a press on one of its buttons (Log in,
 * the theme switch, a menu group, a category tab) would do nothing: such clicks are held and
 * pressed again, in order, once the part they landed on has hydrated. The frame's once it has
 * ({@link FRAME_HYDRATED_EVENT}: from then on its clicks go straight through), the server-rendered
 * area's when the returned function is called (the whole page has hydrated). Links are left alone
 * (they load their page, rendered by the server). The returned function releases every held
 * click and stops holding.
 */
export const holdEarlyClicks = (doc: Document = document): (() => void) => {
  const view = doc.defaultView ?? window;
  let held: Element[] = [];
  let frameHydrated = false;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(NEEDS_APPLICATION) : null;
    if (!target || (frameHydrated && !inServerArea(target))) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  const press = (elements: Element[]) => {
    for (const element of elements) {
      if (element.isConnected && element instanceof HTMLElement) element.click();
    }
  };
  const releaseFrame = () => {
    frameHydrated = true;
    const frame = held.filter((element) => !inServerArea(element));
    held = held.filter(inServerArea);
    press(frame);
  };
  doc.addEventListener('click', hold, true);
  view.addEventListener(FRAME_HYDRATED_EVENT, releaseFrame, { once: true });
  return () => {
    doc.removeEventListener('click', hold, true);
    view.removeEventListener(FRAME_HYDRATED_EVENT, releaseFrame);
    const rest = held;
    held = [];
    press(rest);
  };
};
