import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOSS_REPORT_SORTS, type LossReportSort, type LossRow } from 'shared-contracts/agent';
import { formLayout } from 'shared-ui';
import { formatDay, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn, PeriodPicker, type TableSort } from 'shared-ui/reports';

import { type LossReportInput, useLossReport, useLossReportExport } from '../../api/reports';
import styles from '../../components/common.module.css';
import { ListPagination } from '../../components/ListPagination';
import { useDataTableText, usePeriodPickerLabels } from '../../components/reportLabels';
import { TeamBreadcrumb } from '../../components/TeamBreadcrumb';
import { csvMoney } from '../../lib/csv';
import { usePeriodPages } from '../../lib/usePeriodPages';
import { agent } from '../../remote';

const PAGE_SIZE = 20;

const isSort = (id: string): id is LossReportSort =>
  (LOSS_REPORT_SORTS as readonly string[]).includes(id);

/**
 * Win/loss per direct downline (each with its whole team) over a period, sorted by the platform,
 * with totals; a sub-agent's name opens its own team's statement, the breadcrumb goes back up.
 */
export const LossStatementsPage = () => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const tableText = useDataTableText();
  const periodLabels = usePeriodPickerLabels();
  const { format } = useMoney();
  const { period, changePeriod, pageNo, setPageNo } = usePeriodPages('last7');
  const [parentId, setParentId] = useState<string | null>(null);
  const [sort, setSort] = useState<{ id: LossReportSort; order: 'asc' | 'desc' }>({
    id: 'winLoss',
    order: 'desc',
  });
  const input: LossReportInput = {
    ...period,
    parentId: parentId ?? undefined,
    sort: sort.id,
    order: sort.order,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const report = useLossReport(input);
  const exportAll = useLossReportExport(input);

  const goTo = (memberId: string | null) => {
    setParentId(memberId);
    setPageNo(1);
  };
  const changeSort = (next: TableSort) => {
    if (!isSort(next.id)) return;
    setSort({ id: next.id, order: next.order });
    setPageNo(1);
  };

  return (
    <div className={styles.page}>
      <PeriodPicker labels={periodLabels} value={period} onChange={changePeriod} />
      <QueryView
        query={report}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {({ breadcrumb, page, totals }) => {
          const count = (id: 'teamSize' | 'bets', sortable: boolean): DataTableColumn<LossRow> => ({
            id,
            header: t(`loss.${id}`),
            numeric: true,
            serverSort: sortable,
            cell: (row) => row[id],
            csv: (row) => row[id],
            total: { cell: totals[id], csv: totals[id] },
          });
          const money = (
            id: 'validTurnover' | 'winLoss' | 'deposits' | 'withdrawals' | 'bonuses',
            sortable: boolean,
          ): DataTableColumn<LossRow> => ({
            id,
            header: t(`loss.${id}`),
            numeric: true,
            serverSort: sortable,
            cell: (row) => format(row[id]),
            csv: (row) => csvMoney(row[id]),
            total: { cell: format(totals[id]), csv: csvMoney(totals[id]) },
          });
          return (
            <>
              <TeamBreadcrumb trail={breadcrumb} onSelect={goTo} />
              {page.list.length === 0 ? (
                <p>{t('loss.empty')}</p>
              ) : (
                <DataTable
                  {...tableText}
                  caption={t('loss.caption', {
                    from: formatDay(period.from, language),
                    to: formatDay(period.to, language),
                  })}
                  columns={[
                    {
                      id: 'username',
                      header: t('loss.username'),
                      serverSort: true,
                      cell: (row) =>
                        row.type === 'agent' && row.teamSize > 0 ? (
                          <button
                            type="button"
                            className={formLayout.link}
                            onClick={() => goTo(row.memberId)}
                            aria-label={t('loss.openTeamOf', { username: row.username })}
                          >
                            {row.username}
                          </button>
                        ) : (
                          row.username
                        ),
                      csv: (row) => row.username,
                    },
                    {
                      id: 'type',
                      header: t('team.type'),
                      cell: (row) => t(`register.${row.type}`),
                      csv: (row) => t(`register.${row.type}`),
                    },
                    count('teamSize', false),
                    count('bets', true),
                    money('validTurnover', true),
                    money('winLoss', true),
                    money('deposits', true),
                    money('withdrawals', true),
                    money('bonuses', false),
                  ]}
                  rows={page.list}
                  rowKey={(row) => row.memberId}
                  sort={sort}
                  onSortChange={changeSort}
                  csv={{
                    fileName: `loss-statements-${period.from}-${period.to}`,
                    allRows: exportAll,
                  }}
                />
              )}
              <ListPagination page={page} onChange={setPageNo} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
};
