import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/reports';

import { member } from '../remote';
import { ListPagination } from './ListPagination';
import type { ListPage } from './PagedList';

/** A row's details button of a {@link PagedTable}: its accessible name and what it opens. */
export interface PagedTableDetails<Row> {
  /** The accessible name of a row's details button (what the row is). */
  label: (row: Row) => string;
  onOpen: (row: Row) => void;
}

export interface PagedTableProps<Row> {
  /** The table's caption (its accessible name). */
  caption: string;
  /** Keeps the caption for screen readers only (a panel's title above already names the table). */
  hideCaption?: boolean;
  columns: DataTableColumn<Row>[];
  page: ListPage<Row>;
  rowKey: (row: Row) => string | number;
  /** The viewer's own rows (the player's line on a leaderboard): highlighted and `aria-current`. */
  currentRow?: (row: Row) => boolean;
  /** Text cells other than the first wrap on wide screens. */
  textWraps?: boolean;
  /** Accessible name of the pager ("Record pages"). */
  pagesLabel: string;
  onPage: (pageNo: number) => void;
  /** A "Details" button on each row, in a last column whose header is for screen readers only. */
  details?: PagedTableDetails<Row>;
}

/** A page of rows in the centre's table, an optional details button on each, and the pages. */
export const PagedTable = <Row,>({
  caption,
  hideCaption,
  columns,
  page,
  rowKey,
  currentRow,
  textWraps,
  pagesLabel,
  onPage,
  details,
}: PagedTableProps<Row>) => {
  const { t } = useTranslation(member.namespace);
  return (
    <>
      <DataTable
        labels={{ more: t('records.more') }}
        textWraps={textWraps}
        caption={caption}
        hideCaption={hideCaption}
        columns={columns}
        rows={page.list}
        rowKey={rowKey}
        currentRow={currentRow}
        actions={
          details
            ? {
                hideHeader: true,
                header: t('records.details'),
                cell: (row) => (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={details.label(row)}
                    onClick={() => details.onOpen(row)}
                  >
                    {t('records.details')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      <ListPagination
        label={pagesLabel}
        page={page.pageNo}
        totalPages={page.totalPages}
        onChange={onPage}
      />
    </>
  );
};
