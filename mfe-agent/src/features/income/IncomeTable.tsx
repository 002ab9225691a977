import { useTranslation } from 'react-i18next';
import type { EndpointValue, PeriodInput } from 'shared-contracts';
import type { IncomePeriod, incomeReportEndpoint } from 'shared-contracts/agent';
import { Button } from 'shared-ui';
import { formatDays, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn } from 'shared-ui/reports';

import { useDataTableText } from '../../components/reportLabels';
import { csvMoney, csvPeriod } from '../../lib/csv';
import { agent } from '../../remote';

export interface IncomeTableProps {
  report: EndpointValue<typeof incomeReportEndpoint>;
  fileName: string;
  /** Shows where a period's commission came from. */
  onBreakdown: (period: PeriodInput) => void;
}

type Figure = 'netLoss' | 'commission' | 'rebates' | 'salaries' | 'dividends' | 'total';

/** The income report's periods with net loss, carry-over, the four incomes and totals. */
export const IncomeTable = ({ report, fileName, onBreakdown }: IncomeTableProps) => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const tableText = useDataTableText();
  const { format } = useMoney();
  const money = (
    id: keyof IncomePeriod & string,
    total?: number,
  ): DataTableColumn<IncomePeriod> => ({
    id,
    header: t(`income.columns.${id}`),
    numeric: true,
    cell: (row) => format(row[id] as number),
    csv: (row) => csvMoney(row[id] as number),
    sortValue: (row) => row[id] as number,
    total: total === undefined ? undefined : { cell: format(total), csv: csvMoney(total) },
  });
  const totalOf = (id: Figure) => report.totals[id];
  const columns: DataTableColumn<IncomePeriod>[] = [
    {
      id: 'period',
      header: t('income.columns.period'),
      cell: (row) => formatDays({ from: row.periodStart, to: row.periodEnd }, language),
      csv: (row) => csvPeriod({ from: row.periodStart, to: row.periodEnd }),
      sortValue: (row) => row.periodStart,
    },
    money('netLoss', totalOf('netLoss')),
    money('carriedIn'),
    money('payableBase'),
    money('commission', totalOf('commission')),
    money('rebates', totalOf('rebates')),
    money('salaries', totalOf('salaries')),
    money('dividends', totalOf('dividends')),
    // The period's whole income stays when the table is narrow: the last column would leave
    // first, and its total would show under the totals row, a second line led by "Total".
    { ...money('total', totalOf('total')), dropOrder: 0.5 },
  ];
  return (
    <DataTable
      {...tableText}
      caption={t('income.caption')}
      columns={columns}
      rows={report.periods}
      rowKey={(row) => row.periodStart}
      csv={{ fileName }}
      actions={{
        header: t('income.breakdown.column'),
        cell: (row) => {
          const period = { from: row.periodStart, to: row.periodEnd };
          return (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('income.breakdown.of', { period: formatDays(period, language) })}
              onClick={() => onBreakdown(period)}
            >
              {t('income.breakdown.show')}
            </Button>
          );
        },
      }}
    />
  );
};
