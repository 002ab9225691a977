import { createContext, type ReactNode, useContext } from 'react';

/**
 * Which part of a page the server renders (ADR 0017): all of it, the frame around the route's
 * area (the area left as {@link AreaSlot}, to be kept and reused), or the area alone (the frame's
 * parts render nothing; everything on the way to the area renders as usual, so the area's
 * `useId`s are those of the whole page). The browser always renders all of it.
 */
export type RenderPart = 'whole' | 'frame' | 'area';

export const RenderPartContext = createContext<RenderPart>('whole');

/** A part of the frame beside the route's area (header, side menu, banner, footer, modals). */
export const FramePart = ({ children }: { children: ReactNode }) =>
  useContext(RenderPartContext) === 'area' ? null : children;

/** Where the route's area goes in a frame rendered without it. */
export const AREA_SLOT_MARKUP = '<template data-area-slot=""></template>';

/** Stands in for the route's area in a frame rendered without it. */
export const AreaSlot = () => <template data-area-slot="" />;
