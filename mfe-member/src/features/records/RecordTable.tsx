import type { ReactNode } from 'react';

import styles from './RecordTable.module.css';

/** One column of a {@link RecordTable}. */
export interface RecordColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up at the end. */
  numeric?: boolean;
}

export interface RecordTableProps<Row> {
  /** The table's caption, also its accessible name. */
  caption: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's action (its details button), in a last column without a header text. */
  action?: { header: string; cell: (row: Row) => ReactNode };
}

/**
 * A records table: a plain table on wide screens; on phones (up to 640 px) each row stacks
 * into a card of labelled lines, the header row kept for screen readers only.
 */
export const RecordTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  action,
}: RecordTableProps<Row>) => (
  <div className={styles.scroll}>
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? styles.numeric : undefined}>
              {column.header}
            </th>
          ))}
          {action ? (
            <th scope="col" className={styles.actionHeader}>
              {action.header}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.id}
                data-label={column.header}
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
            {action ? <td className={styles.action}>{action.cell(row)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
