import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_KINDS, type PeriodInput, type PeriodKind } from 'shared-contracts';
import { Panel, SelectField } from 'shared-ui';
import { formatDays, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { Chart, PeriodPicker, quickPeriod, reportToday } from 'shared-ui/reports';

import { useIncome } from '../../api/money';
import shared from '../../components/common.module.css';
import { useChartLabels, usePeriodPickerLabels } from '../../components/reportLabels';
import { agent } from '../../remote';
import { CarryOverNotes } from './CarryOverNotes';
import { CommissionBreakdown } from './CommissionBreakdown';
import styles from './IncomePage.module.css';
import { IncomeTable } from './IncomeTable';

/**
 * My income (revenue report): commission, rebates, salaries and dividends by day, week, half
 * month or month over a chosen range, with totals, a chart, the carry-over of a negative period
 * in words and, for a chosen period, where its commission came from.
 */
export const IncomePage = () => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const chartLabels = useChartLabels();
  const periodLabels = usePeriodPickerLabels();
  const { format } = useMoney();
  const [periodKind, setPeriodKind] = useState<PeriodKind>('daily');
  const [range, setRange] = useState<PeriodInput>(() => quickPeriod('last7', reportToday()));
  const [chosen, setChosen] = useState<PeriodInput | null>(null);
  const income = useIncome(periodKind, range);

  return (
    <div className={shared.page}>
      <div className={styles.filters}>
        <SelectField
          label={t('income.periodKind')}
          value={periodKind}
          onChange={(kind) => {
            setPeriodKind(kind);
            setChosen(null);
          }}
          options={PERIOD_KINDS.map((kind) => ({ value: kind, label: t(`income.kinds.${kind}`) }))}
        />
        <PeriodPicker
          labels={periodLabels}
          value={range}
          onChange={(next) => {
            setRange(next);
            setChosen(null);
          }}
        />
      </div>
      <QueryView
        query={income}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
        emptyTitle={t('income.empty')}
        isEmpty={(report) => report.periods.length === 0}
      >
        {(report) => (
          <>
            <IncomeTable
              report={report}
              fileName={`income-${periodKind}-${range.from}-${range.to}`}
              onBreakdown={setChosen}
            />
            <Chart
              {...chartLabels}
              axisLabel={t('report.period')}
              title={t('income.chart')}
              kind="bar"
              labels={report.periods.map((row) =>
                formatDays({ from: row.periodStart, to: row.periodEnd }, language),
              )}
              series={(['commission', 'rebates', 'salaries', 'dividends'] as const).map((part) => ({
                label: t(`income.columns.${part}`),
                values: report.periods.map((row) => row[part]),
              }))}
              format={format}
            />
            <CarryOverNotes periods={report.periods} />
          </>
        )}
      </QueryView>
      {chosen ? (
        <Panel
          headingLevel={4}
          title={t('income.breakdown.title', { period: formatDays(chosen, language) })}
        >
          <CommissionBreakdown period={chosen} />
        </Panel>
      ) : null}
    </div>
  );
};
