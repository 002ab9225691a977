/** Grid geometry of the lobby: cards at least this wide, this far apart, captions this tall. */
export const MIN_CARD_WIDTH = 148;
export const GRID_GAP = 12;
export const CAPTION_HEIGHT = 52;
/** Rows kept in the DOM above and below the viewport. */
export const OVERSCAN_ROWS = 2;
/** Width assumed before the grid is measured (and under jsdom, which lays nothing out). */
export const FALLBACK_WIDTH = 1024;

export interface GridLayout {
  columns: number;
  cardWidth: number;
  rowHeight: number;
  rows: number;
}

/** Columns, card width and row height for a container width and a number of items. */
export const gridLayout = (width: number, count: number): GridLayout => {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const columns = Math.max(2, Math.floor((usable + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP)));
  const cardWidth = (usable - GRID_GAP * (columns - 1)) / columns;
  return {
    columns,
    cardWidth,
    rowHeight: cardWidth + CAPTION_HEIGHT + GRID_GAP,
    rows: Math.ceil(count / columns),
  };
};

/**
 * The rows to render: those crossing the viewport plus the overscan. `gridTop` is the grid's
 * top relative to the viewport (negative once scrolled past).
 */
export const visibleRows = (
  layout: GridLayout,
  gridTop: number,
  viewportHeight: number,
): { first: number; last: number } => {
  if (layout.rows === 0) return { first: 0, last: -1 };
  const first = Math.floor(Math.max(0, -gridTop) / layout.rowHeight) - OVERSCAN_ROWS;
  const last = Math.ceil((viewportHeight - gridTop) / layout.rowHeight) + OVERSCAN_ROWS;
  return {
    first: Math.max(0, Math.min(first, layout.rows - 1)),
    last: Math.max(0, Math.min(last, layout.rows - 1)),
  };
};
