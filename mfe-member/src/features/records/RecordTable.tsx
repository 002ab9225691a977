import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/reports';

import { ListPagination } from '../../components/ListPagination';
import { member } from '../../remote';

/** A page of a record as the platform answers it. */
interface RecordPage<Row> {
  list: readonly Row[];
  pageNo: number;
  totalPages: number;
}

export interface RecordTableProps<Row> {
  caption: string;
  columns: DataTableColumn<Row>[];
  page: RecordPage<Row>;
  rowKey: (row: Row) => string | number;
  /** The accessible name of a row's details button (what the row is). */
  detailsLabel: (row: Row) => string;
  onDetails: (row: Row) => void;
  onPage: (pageNo: number) => void;
}

/** A records page's table: a page of rows, a details button on each, and the pages. */
export const RecordTable = <Row,>({
  caption,
  columns,
  page,
  rowKey,
  detailsLabel,
  onDetails,
  onPage,
}: RecordTableProps<Row>) => {
  const { t } = useTranslation(member.namespace);
  return (
    <>
      <DataTable
        labels={{ more: t('records.more') }}
        textWraps
        caption={caption}
        columns={columns}
        rows={page.list}
        rowKey={rowKey}
        actions={{
          hideHeader: true,
          header: t('records.details'),
          cell: (row) => (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={detailsLabel(row)}
              onClick={() => onDetails(row)}
            >
              {t('records.details')}
            </Button>
          ),
        }}
      />
      <ListPagination
        label={t('records.pages')}
        page={page.pageNo}
        totalPages={page.totalPages}
        onChange={onPage}
      />
    </>
  );
};
