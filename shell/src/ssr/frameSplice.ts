import { AREA_SLOT_MARKUP } from './renderPart';

/** The attribute the route's server-rendered area carries (RemoteSlot). */
const AREA_OPENING = 'data-server-area="">';

/** React's Suspense boundary comments: the area's own boundary and any inside it. */
const BOUNDARY = /<!--(\$[?!]?|\/\$)-->/g;

/** A frame with its area's slot: the markup before and after it. */
export interface FrameMarkup {
  before: string;
  after: string;
}

/** Splits a frame rendered with {@link AREA_SLOT_MARKUP} at its one slot; null without one. */
export const splitFrame = (markup: string): FrameMarkup | null => {
  const at = markup.indexOf(AREA_SLOT_MARKUP);
  if (at < 0 || markup.indexOf(AREA_SLOT_MARKUP, at + 1) >= 0) return null;
  return { before: markup.slice(0, at), after: markup.slice(at + AREA_SLOT_MARKUP.length) };
};

/**
 * The route's area out of a page rendered for it alone: what its slot's Suspense boundary holds
 * (nested boundaries included), which is what the slot's marker stands for in the frame. Null
 * when the page has no single server-rendered area in a completed boundary.
 */
export const areaMarkupOf = (markup: string): string | null => {
  const opening = markup.indexOf(AREA_OPENING);
  if (opening < 0 || markup.indexOf(AREA_OPENING, opening + 1) >= 0) return null;
  const start = opening + AREA_OPENING.length;
  if (!markup.startsWith('<!--$-->', start)) return null;
  BOUNDARY.lastIndex = start;
  let depth = 0;
  for (let match = BOUNDARY.exec(markup); match; match = BOUNDARY.exec(markup)) {
    depth += match[1] === '/$' ? -1 : 1;
    if (depth === 0) return markup.slice(start + '<!--$-->'.length, match.index);
  }
  return null;
};

/**
 * The resources React hoists to the start of a render's markup (`<link rel="preload">` of an
 * image with `fetchPriority="high"`, a stylesheet): in a whole page, the frame's first, then the
 * area's, before the first element.
 */
const LEADING_RESOURCES = /^(?:<link\b[^>]*>|<meta\b[^>]*>)*/;

/** A markup's leading resources and the rest. */
const leadingResources = (markup: string) => {
  const resources = LEADING_RESOURCES.exec(markup)?.[0] ?? '';
  return { resources, rest: markup.slice(resources.length) };
};

/**
 * The page from a frame and a render of the area alone: the area's resources after the frame's,
 * the area in the slot. Null when the area render holds no single area.
 */
export const spliceArea = ({ before, after }: FrameMarkup, areaRender: string): string | null => {
  const area = leadingResources(areaRender);
  const inner = areaMarkupOf(area.rest);
  if (inner === null) return null;
  const frame = leadingResources(before);
  return frame.resources + area.resources + frame.rest + inner + after;
};
