import { useTranslation } from 'react-i18next';
import type { PeriodInput } from 'shared-contracts';
import type { IncomeBreakdownRow } from 'shared-contracts/agent';
import { QueryView, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn } from 'shared-ui/reports';

import { useIncomeBreakdown } from '../../api/money';
import { useDataTableText } from '../../components/reportLabels';
import { csvMoney } from '../../lib/csv';
import { agent } from '../../remote';

export interface CommissionBreakdownProps {
  period: PeriodInput;
}

/** Which direct downlines' teams and game categories a period's commission came from. */
export const CommissionBreakdown = ({ period }: CommissionBreakdownProps) => {
  const { t } = useTranslation(agent.namespace);
  const tableText = useDataTableText();
  const { format } = useMoney();
  const breakdown = useIncomeBreakdown(period);
  return (
    <QueryView
      query={breakdown}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
      emptyTitle={t('income.breakdown.empty')}
    >
      {(rows) => {
        const sum = (part: 'netLoss' | 'commission') =>
          rows.reduce((total, row) => total + row[part], 0);
        const columns: DataTableColumn<IncomeBreakdownRow>[] = [
          {
            id: 'username',
            header: t('income.breakdown.downline'),
            cell: (row) => row.username,
            csv: (row) => row.username,
            sortValue: (row) => row.username,
          },
          {
            id: 'category',
            header: t('income.breakdown.category'),
            cell: (row) => t(`income.categories.${row.category}`),
            csv: (row) => t(`income.categories.${row.category}`),
            sortValue: (row) => row.category,
          },
          {
            id: 'netLoss',
            header: t('income.columns.netLoss'),
            numeric: true,
            cell: (row) => format(row.netLoss),
            csv: (row) => csvMoney(row.netLoss),
            sortValue: (row) => row.netLoss,
            total: { cell: format(sum('netLoss')), csv: csvMoney(sum('netLoss')) },
          },
          {
            id: 'commission',
            header: t('income.columns.commission'),
            numeric: true,
            cell: (row) => format(row.commission),
            csv: (row) => csvMoney(row.commission),
            sortValue: (row) => row.commission,
            total: { cell: format(sum('commission')), csv: csvMoney(sum('commission')) },
          },
        ];
        return (
          <DataTable
            {...tableText}
            caption={t('income.breakdown.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.username}-${row.category}`}
            csv={{ fileName: `commission-${period.from}-${period.to}` }}
          />
        );
      }}
    </QueryView>
  );
};
