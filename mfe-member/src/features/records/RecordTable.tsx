import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowDetails, RowDetailsToggle, useFittingColumns } from 'shared-ui/reports';

import { member } from '../../remote';
import styles from './RecordTable.module.css';

/** One column of a {@link RecordTable}. */
export interface RecordColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up at the end. */
  numeric?: boolean;
  /** Columns leave for the row's details when the table is too wide: higher first (see useFittingColumns). */
  dropOrder?: number;
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
 * A records table: a plain table on wide screens, whose columns that do not fit the width show
 * in a row's details (its "More" button) instead of being cut; on phones (up to 640 px) each row
 * stacks into a card of labelled lines, the header row kept for screen readers only.
 */
export const RecordTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  action,
}: RecordTableProps<Row>) => {
  const { t } = useTranslation(member.namespace);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const detailsId = useId();
  const { boxRef, shown, hidden } = useFittingColumns(columns, rows.map(rowKey).join('\n'));
  const more = hidden.length > 0;
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div ref={boxRef} className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
            {more ? <th scope="col">{t('records.more')}</th> : null}
            {action ? (
              <th scope="col" className={styles.actionHeader}>
                {action.header}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const open = more && expanded.has(key);
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
                  {more ? (
                    <td>
                      <RowDetailsToggle
                        expanded={open}
                        controls={id}
                        label={t('records.more')}
                        onToggle={() => toggle(key)}
                      />
                    </td>
                  ) : null}
                  {action ? <td className={styles.action}>{action.cell(row)}</td> : null}
                </tr>
                {open ? (
                  <tr className={styles.detailsRow}>
                    <td colSpan={shown.length + 1 + (action ? 1 : 0)}>
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
      </table>
    </div>
  );
};
