import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import type { SortOrder } from 'shared-contracts';

import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LoadingState } from '../components/LoadingState';
import { type CsvColumn, toCsv } from './csv';
import styles from './DataTable.module.css';
import { RowDetails, RowDetailsToggle } from './RowDetails';
import { useFittingColumns } from './useFittingColumns';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** What the cell shows. */
  cell: (row: Row) => ReactNode;
  /** The cell in the CSV file (plain figures: minor units as decimals, no symbols). */
  csv?: (row: Row) => string | number | null;
  /** Sort key: the column header sorts by it (on the client, or by `sort` on the server). */
  sortValue?: (row: Row) => string | number;
  /** Whether the server sorts by this column (with `onSortChange`). */
  serverSort?: boolean;
  /** Figures line up at the end. */
  numeric?: boolean;
  /** The totals row's cell and its CSV value. */
  total?: { cell: ReactNode; csv: string | number };
  /** Columns leave for the row's details when the table is too wide: higher first (see useFittingColumns). */
  dropOrder?: number;
}

/** A column and a direction the table is sorted by. */
export interface TableSort {
  id: string;
  order: SortOrder;
}

/** The texts of a {@link DataTable}, in the remote's words. */
export interface DataTableLabels {
  /** The header and button of a row's details (the columns that did not fit). */
  more: string;
  /** The first cell of the totals row (and of its CSV line). */
  total?: string;
  /** The CSV button's texts (with `csv` and `download`). */
  csv?: {
    button: string;
    preparing: string;
    /** The button's accessible name, from the table's caption. */
    buttonName: (caption: string) => string;
    failed: string;
  };
}

export interface DataTableProps<Row> {
  /** The table's caption (its accessible name), also the CSV button's context. */
  caption: string;
  /** Keeps the caption for screen readers only (a panel's title above already names the table). */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  labels: DataTableLabels;
  /** Sorted by the server: the current sort and how to change it. Client-sorted otherwise. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** First sort on the client (the rows' own order otherwise). */
  initialSort?: TableSort;
  /** CSV export: the file name and, for a paginated list, every filtered row. */
  csv?: { fileName: string; allRows?: () => Promise<readonly Row[]> };
  /** Saves a CSV file's text (the remote's download), for `csv`. */
  download?: (fileName: string, csv: string) => void;
  /**
   * A row's actions (buttons), in a last column. `hideHeader` keeps its header for screen
   * readers only and lines the actions up at the end (a lone "Details" button).
   */
  actions?: { header: string; cell: (row: Row) => ReactNode; hideHeader?: boolean };
  /** Text cells other than the first wrap on wide screens; otherwise every cell keeps to one line. */
  textWraps?: boolean;
  /** While true, the loading state in place of the table. */
  loading?: { label: string } | false;
  /** Shown in place of the table when there is no row (the table shows empty otherwise). */
  emptyTitle?: ReactNode;
  /**
   * The viewer's own rows (a player's line on a leaderboard): highlighted, `aria-current="true"`,
   * and so are their details.
   */
  currentRow?: (row: Row) => boolean;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

const cx = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

/**
 * A report's or a record's table: sortable headers (aria-sort), a totals row, CSV export of the
 * filtered rows (UTF-8 with BOM) and, on phones (up to 640 px), one stacked card per row with each
 * cell labelled, the header row kept for screen readers only. Columns that do not fit the width
 * (no column is cut) show in a row's details, opened by its "More" button. The viewer's own row
 * (`currentRow`) stands out and is `aria-current`.
 */
export const DataTable = <Row,>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  labels,
  sort: serverSort,
  onSortChange,
  initialSort,
  csv,
  download,
  actions,
  textWraps = false,
  loading = false,
  emptyTitle,
  currentRow,
}: DataTableProps<Row>) => {
  const [clientSort, setClientSort] = useState<TableSort | undefined>(initialSort);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());
  const detailsId = useId();
  const sort = serverSort ?? clientSort;
  const hasTotals = columns.some((column) => column.total);

  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === clientSort?.id);
    if (serverSort || !clientSort || !column?.sortValue) return rows;
    const key = column.sortValue;
    const direction = clientSort.order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => direction * compare(key(a), key(b)));
  }, [rows, columns, clientSort, serverSort]);

  const exporter = useCsvExport({
    columns,
    rows: sorted,
    totalLabel: labels.total ?? '',
    fileName: csv?.fileName ?? '',
    allRows: csv?.allRows,
    download,
  });
  const { boxRef, shown, hidden } = useFittingColumns(columns, sorted.map(rowKey).join('\n'));
  const toggle = (key: string | number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const spanned = shown.length + (hidden.length > 0 ? 1 : 0) + (actions ? 1 : 0);
  const hiddenTotals = hidden.filter((column) => column.total);
  const tableClass = cx(styles.table, textWraps && styles.textWraps);
  const csvLabels = labels.csv;

  const sortBy = (column: DataTableColumn<Row>) => {
    const order: SortOrder = sort?.id === column.id && sort.order === 'desc' ? 'asc' : 'desc';
    if (column.serverSort && onSortChange) onSortChange({ id: column.id, order });
    else setClientSort({ id: column.id, order });
  };

  if (loading) return <LoadingState label={loading.label} />;
  if (emptyTitle !== undefined && rows.length === 0) return <EmptyState title={emptyTitle} />;

  const scroll = (
    <div ref={boxRef} className={styles.scroll}>
      <table className={tableClass}>
        <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => {
              const sortable = column.serverSort
                ? Boolean(onSortChange)
                : Boolean(column.sortValue);
              const current = sort?.id === column.id ? sort.order : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.numeric ? styles.numeric : undefined}
                  aria-sort={
                    current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined
                  }
                >
                  {sortable ? (
                    <button type="button" className={styles.sort} onClick={() => sortBy(column)}>
                      {column.header}
                      <span aria-hidden="true" className={styles.arrow}>
                        {current === 'asc' ? '▲' : current === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {hidden.length > 0 ? <th scope="col">{labels.more}</th> : null}
            {actions ? (
              // A hidden header keeps its cell (the header row's background runs to the end);
              // only its words are for screen readers.
              <th scope="col">
                {actions.hideHeader ? (
                  <span className={styles.hiddenHeader}>{actions.header}</span>
                ) : (
                  actions.header
                )}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const key = rowKey(row);
            const open = hidden.length > 0 && expanded.has(key);
            const id = `${detailsId}-${key}`;
            const own = currentRow?.(row) ?? false;
            return (
              <Fragment key={key}>
                <tr
                  className={own ? styles.current : undefined}
                  aria-current={own ? 'true' : undefined}
                >
                  {shown.map((column) => (
                    <td
                      key={column.id}
                      data-label={column.header}
                      className={column.numeric ? styles.numeric : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {hidden.length > 0 ? (
                    <td data-label={labels.more}>
                      <RowDetailsToggle
                        expanded={open}
                        controls={id}
                        label={labels.more}
                        onToggle={() => toggle(key)}
                      />
                    </td>
                  ) : null}
                  {actions ? (
                    <td
                      data-label={actions.hideHeader ? undefined : actions.header}
                      className={cx(styles.actionCell, actions.hideHeader && styles.actionsAtEnd)}
                    >
                      <div className={styles.actions}>{actions.cell(row)}</div>
                    </td>
                  ) : null}
                </tr>
                {open ? (
                  <tr className={cx(styles.detailsRow, own && styles.current)}>
                    <td colSpan={spanned}>
                      <RowDetails
                        id={id}
                        items={hidden.map((column) => ({
                          id: column.id,
                          label: column.header,
                          value: column.cell(row),
                        }))}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        {hasTotals ? (
          <tfoot>
            <tr className={styles.totals}>
              {shown.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={index === 0 ? 'row' : undefined}
                    data-label={column.header}
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.total?.cell ?? (index === 0 ? labels.total : null)}
                  </Cell>
                );
              })}
              {hidden.length > 0 ? <td /> : null}
              {actions ? <td /> : null}
            </tr>
            {hiddenTotals.length > 0 ? (
              <tr className={cx(styles.totals, styles.detailsRow)}>
                <td colSpan={spanned}>
                  <RowDetails
                    items={hiddenTotals.map((column) => ({
                      id: column.id,
                      label: column.header,
                      value: column.total?.cell,
                    }))}
                  />
                </td>
              </tr>
            ) : null}
          </tfoot>
        ) : null}
      </table>
    </div>
  );

  if (!csv || !download || !csvLabels) return scroll;
  return (
    <div className={styles.report}>
      <div className={styles.toolbar}>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void exporter.exportCsv()}
          disabled={exporter.exporting}
          aria-label={csvLabels.buttonName(caption)}
        >
          {exporter.exporting ? csvLabels.preparing : csvLabels.button}
        </Button>
      </div>
      {exporter.failed ? <Alert>{csvLabels.failed}</Alert> : null}
      {scroll}
    </div>
  );
};

export interface CsvExportOptions<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The rows shown, in their order (exported unless `allRows`). */
  rows: readonly Row[];
  /** The first cell of the totals line (written when a column has a total). */
  totalLabel: string;
  fileName: string;
  /** Every filtered row of a paginated list. */
  allRows?: () => Promise<readonly Row[]>;
  download?: (fileName: string, csv: string) => void;
}

/**
 * The CSV export of a {@link DataTable}'s columns: every row (or `allRows`), then the totals line,
 * saved through `download`; says while it prepares and when it failed.
 */
export const useCsvExport = <Row,>({
  columns,
  rows,
  totalLabel,
  fileName,
  allRows,
  download,
}: CsvExportOptions<Row>) => {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  const exportCsv = async () => {
    if (!download) return;
    setExporting(true);
    setFailed(false);
    try {
      const all = allRows ? await allRows() : rows;
      const csvColumns: CsvColumn<Row | null>[] = columns.map((column, index) => ({
        header: column.header,
        // The totals row is the one `null` row at the end.
        value: (row) =>
          row === null
            ? (column.total?.csv ?? (index === 0 ? totalLabel : ''))
            : (column.csv?.(row) ?? null),
      }));
      const hasTotals = columns.some((column) => column.total);
      download(fileName, toCsv(csvColumns, hasTotals ? [...all, null] : all));
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, failed, exportCsv };
};
