import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from 'shared-contracts';
import { Alert, Button } from 'shared-ui';
import { RowDetails, RowDetailsToggle, useFittingColumns } from 'shared-ui/reports';

import { type CsvColumn, downloadCsv, toCsv } from '../lib/csv';
import { agent } from '../remote';
import styles from './ReportTable.module.css';

/** One column of a {@link ReportTable}. */
export interface ReportColumn<Row> {
  id: string;
  header: string;
  /** What the cell shows. */
  cell: (row: Row) => ReactNode;
  /** The cell in the CSV file (plain figures: minor units as decimals, no symbols). */
  csv: (row: Row) => string | number | null;
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

export interface ReportTableProps<Row> {
  /** The table's caption (its accessible name), also the CSV button's context. */
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Sorted by the server: the current sort and how to change it. Client-sorted otherwise. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** First sort on the client (the rows' own order otherwise). */
  initialSort?: TableSort;
  /** CSV export: the file name and, for a paginated list, every filtered row. */
  csv?: { fileName: string; allRows?: () => Promise<readonly Row[]> };
  /** A row's actions (buttons), in a last column. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * A report's table: sortable headers (aria-sort), a totals row, CSV export of the filtered rows
 * (UTF-8 with BOM) and, on phones, one stacked card per row with each cell labelled. Columns that
 * do not fit the width (no column is cut) show in a row's details, opened by its "More" button.
 */
export const ReportTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  sort: serverSort,
  onSortChange,
  initialSort,
  csv,
  actions,
}: ReportTableProps<Row>) => {
  const { t } = useTranslation(agent.namespace);
  const [clientSort, setClientSort] = useState<TableSort | undefined>(initialSort);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
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

  const { boxRef, shown, hidden } = useFittingColumns(columns, sorted.map(rowKey).join('\n'));
  const toggle = (key: string | number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const spanned = shown.length + (hidden.length > 0 ? 1 : 0) + (actions ? 1 : 0);
  const hiddenTotals = hidden.filter((column) => column.total);

  const sortBy = (column: ReportColumn<Row>) => {
    const order: SortOrder = sort?.id === column.id && sort.order === 'desc' ? 'asc' : 'desc';
    if (column.serverSort && onSortChange) onSortChange({ id: column.id, order });
    else setClientSort({ id: column.id, order });
  };

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const all = csv.allRows ? await csv.allRows() : sorted;
      const csvColumns: CsvColumn<Row | null>[] = columns.map((column, index) => ({
        header: column.header,
        // The totals row is the one `null` row at the end.
        value: (row) =>
          row === null
            ? (column.total?.csv ?? (index === 0 ? t('report.total') : ''))
            : column.csv(row),
      }));
      downloadCsv(csv.fileName, toCsv(csvColumns, hasTotals ? [...all, null] : all));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.report}>
      {csv ? (
        <div className={styles.toolbar}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-label={t('report.csvOf', { name: caption })}
          >
            {exporting ? t('report.csvPreparing') : t('report.csv')}
          </Button>
        </div>
      ) : null}
      {exportFailed ? <Alert>{t('report.csvFailed')}</Alert> : null}
      <div ref={boxRef} className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
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
                      current === 'asc'
                        ? 'ascending'
                        : current === 'desc'
                          ? 'descending'
                          : undefined
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
              {hidden.length > 0 ? <th scope="col">{t('report.more')}</th> : null}
              {actions ? <th scope="col">{actions.header}</th> : null}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => {
              const key = rowKey(row);
              const open = hidden.length > 0 && expanded.has(key);
              const id = `${detailsId}-${key}`;
              return (
                <Fragment key={key}>
                  <tr>
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
                      <td data-label={t('report.more')}>
                        <RowDetailsToggle
                          expanded={open}
                          controls={id}
                          label={t('report.more')}
                          onToggle={() => toggle(key)}
                        />
                      </td>
                    ) : null}
                    {actions ? (
                      <td data-label={actions.header} className={styles.actionCell}>
                        <div className={styles.actions}>{actions.cell(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                  {open ? (
                    <tr className={styles.detailsRow}>
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
                      {column.total?.cell ?? (index === 0 ? t('report.total') : null)}
                    </Cell>
                  );
                })}
                {hidden.length > 0 ? <td /> : null}
                {actions ? <td /> : null}
              </tr>
              {hiddenTotals.length > 0 ? (
                <tr className={`${styles.totals} ${styles.detailsRow}`}>
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
    </div>
  );
};
