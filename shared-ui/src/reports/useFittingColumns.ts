import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** What {@link useFittingColumns} reads of a column. */
export interface FittingColumn {
  id: string;
  /**
   * Which columns leave first when the table is too wide: higher first. Without it a column's
   * place decides (the last leaves first). The first column (the row's name) always stays.
   */
  dropOrder?: number;
}

export interface FittingColumns<Column> {
  /** The box the table scrolls in: its width decides. */
  boxRef: RefObject<HTMLDivElement | null>;
  /** The columns that fit, in their order. */
  shown: readonly Column[];
  /** The columns that did not fit, in their order: shown in each row's details. */
  hidden: readonly Column[];
}

interface Fit {
  width: number;
  content: string;
  hidden: number;
}

/**
 * Chooses a report table's columns by the width it has: after each layout, while the
 * table is wider than its box, one more column leaves for the row's details; a new width or other
 * rows (another `content`: the rows' keys joined) start again from every column. It runs before the browser paints, so nobody sees a cut
 * column. Phones stack rows into cards, which never overflow: every column shows there.
 */
export const useFittingColumns = <Column extends FittingColumn>(
  columns: readonly Column[],
  content: string,
): FittingColumns<Column> => {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [fit, setFit] = useState<Fit>({ width: 0, content, hidden: 0 });
  const current = fit.width === width && fit.content === content ? fit.hidden : 0;

  const leaving = useMemo(
    () =>
      columns
        .map((column, index) => ({ id: column.id, order: column.dropOrder ?? index }))
        .slice(1)
        .sort((a, b) => b.order - a.order)
        .map((column) => column.id),
    [columns],
  );

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || current >= leaving.length) return;
    if (box.scrollWidth > box.clientWidth + 1) setFit({ width, content, hidden: current + 1 });
  }, [current, leaving, width, content]);

  return useMemo(() => {
    const gone = new Set(leaving.slice(0, current));
    return {
      boxRef,
      shown: columns.filter((column) => !gone.has(column.id)),
      hidden: columns.filter((column) => gone.has(column.id)),
    };
  }, [columns, leaving, current]);
};
