import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportDayOf, type SalaryKind } from 'shared-contracts';
import { type SalarySettlement } from 'shared-contracts/agent';
import { formatDateTime, formatDay, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn } from 'shared-ui/reports';

import { useFetchAllSettlements, useSettlements } from '../../api/money';
import { ListPagination } from '../../components/ListPagination';
import { useDataTableText } from '../../components/reportLabels';
import { csvMoney } from '../../lib/csv';
import { formatRate } from '../../lib/rates';
import { agent } from '../../remote';
import { useBalanceRefreshOnPayment } from './useBalanceRefreshOnPayment';

export interface SettlementHistoryProps {
  kind: SalaryKind;
}

/**
 * The wages of one kind the platform settled for me, newest period first: period, team valid
 * turnover, active members, the rate reached, the amount and when it was paid; a page at a time,
 * the whole history as CSV. A wage settled while the page is open refreshes the header balance.
 */
export const SettlementHistory = ({ kind }: SettlementHistoryProps) => {
  const { t } = useTranslation(agent.namespace);
  const tableText = useDataTableText();
  const language = useLanguage();
  const { format } = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const settlements = useSettlements(kind, pageNo);
  const fetchAll = useFetchAllSettlements(kind);
  useBalanceRefreshOnPayment(
    pageNo === 1 && settlements.data && !settlements.isPlaceholderData
      ? settlements.data.list
          .filter((settlement) => settlement.amount > 0)
          .map((settlement) => settlement.settlementId)
      : undefined,
  );

  // A daily wage is for a report day; hourly and real-time ones for a stretch of clock time.
  const period = (row: SalarySettlement) =>
    kind === 'daily'
      ? formatDay(reportDayOf(row.periodStart), language)
      : `${formatDateTime(row.periodStart, language)} – ${formatDateTime(row.periodEnd, language)}`;
  const periodCsv = (row: SalarySettlement) =>
    kind === 'daily'
      ? reportDayOf(row.periodStart)
      : `${new Date(row.periodStart).toISOString()}/${new Date(row.periodEnd).toISOString()}`;

  const columns: DataTableColumn<SalarySettlement>[] = [
    { id: 'period', header: t('contracts.history.period'), cell: period, csv: periodCsv },
    {
      id: 'validTurnover',
      header: t('contracts.history.validTurnover'),
      numeric: true,
      cell: (row) => format(row.validTurnover),
      csv: (row) => csvMoney(row.validTurnover),
    },
    {
      id: 'activeMembers',
      header: t('contracts.history.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
      csv: (row) => row.activeMembers,
    },
    {
      id: 'rate',
      header: t('contracts.history.rate'),
      numeric: true,
      cell: (row) => formatRate(row.rateBp),
      csv: (row) => formatRate(row.rateBp),
    },
    {
      id: 'amount',
      header: t('contracts.history.amount'),
      numeric: true,
      cell: (row) => format(row.amount),
      csv: (row) => csvMoney(row.amount),
    },
    {
      id: 'paidAt',
      header: t('contracts.history.paidAt'),
      cell: (row) => formatDateTime(row.paidAt, language),
      csv: (row) => new Date(row.paidAt).toISOString(),
    },
  ];

  return (
    <QueryView
      query={settlements}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
      emptyTitle={t('contracts.history.empty')}
      isEmpty={(page) => page.list.length === 0}
    >
      {(page) => (
        <>
          <DataTable
            {...tableText}
            caption={t('contracts.history.title')}
            // The panel's heading says it already: the caption names the table to a screen reader.
            hideCaption
            columns={columns}
            rows={page.list}
            rowKey={(row) => row.settlementId}
            csv={{ fileName: `${kind}-wages`, allRows: fetchAll }}
          />
          <ListPagination page={page} onChange={setPageNo} label={t('contracts.history.pages')} />
        </>
      )}
    </QueryView>
  );
};
