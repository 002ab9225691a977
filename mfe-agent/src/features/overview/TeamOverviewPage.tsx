import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodInput } from 'shared-contracts';
import type { TeamSeriesDay, TeamTotals } from 'shared-contracts/agent';
import { Card } from 'shared-ui';
import { formatDay, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import {
  Chart,
  DataTable,
  type DataTableColumn,
  PeriodPicker,
  quickPeriod,
  reportToday,
} from 'shared-ui/reports';

import { useTeamOverview } from '../../api/team';
import styles from '../../components/common.module.css';
import {
  useChartLabels,
  useDataTableText,
  usePeriodPickerLabels,
} from '../../components/reportLabels';
import { csvMoney } from '../../lib/csv';
import { agent } from '../../remote';

/** The overview's figures in the order they show; money figures are formatted as money. */
const FIGURES: readonly { key: keyof TeamTotals; money: boolean }[] = [
  { key: 'teamSize', money: false },
  { key: 'newRegistrations', money: false },
  { key: 'activeMembers', money: false },
  { key: 'firstDeposits', money: false },
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'validTurnover', money: true },
  { key: 'winLoss', money: true },
  { key: 'profit', money: true },
];

/** The change from the previous period as a percentage, or null when there was nothing then. */
export const changeOf = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

const countFormat = (value: number) => String(value);

/**
 * The team overview: the team's figures over a period beside those of the period just before,
 * and charts of each day of the period (members, money in and out, turnover and win/loss).
 */
export const TeamOverviewPage = () => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const tableText = useDataTableText();
  const chartLabels = useChartLabels();
  const periodLabels = usePeriodPickerLabels();
  const { format } = useMoney();
  const [period, setPeriod] = useState<PeriodInput>(() => quickPeriod('last7', reportToday()));
  const overview = useTeamOverview(period);
  const days = useMemo(
    () => overview.data?.series.map((day) => formatDay(day.day, language)) ?? [],
    [overview.data, language],
  );
  const seriesOf = (keys: readonly (keyof Omit<TeamSeriesDay, 'day'>)[]) =>
    keys.map((key) => ({
      label: t(`overview.figures.${key}`),
      values: overview.data?.series.map((day) => day[key]) ?? [],
    }));

  const columns: DataTableColumn<TeamSeriesDay>[] = [
    {
      id: 'day',
      header: t('report.day'),
      cell: (row) => formatDay(row.day, language),
      csv: (row) => row.day,
      sortValue: (row) => row.day,
    },
    ...(['newRegistrations', 'activeMembers'] as const).map((key) => ({
      id: key,
      header: t(`overview.figures.${key}`),
      numeric: true,
      cell: (row: TeamSeriesDay) => row[key],
      csv: (row: TeamSeriesDay) => row[key],
      sortValue: (row: TeamSeriesDay) => row[key],
    })),
    ...(['deposits', 'withdrawals', 'validTurnover', 'winLoss'] as const).map((key) => ({
      id: key,
      header: t(`overview.figures.${key}`),
      numeric: true,
      cell: (row: TeamSeriesDay) => format(row[key]),
      csv: (row: TeamSeriesDay) => csvMoney(row[key]),
      sortValue: (row: TeamSeriesDay) => row[key],
    })),
  ];

  return (
    <div className={styles.page}>
      <PeriodPicker labels={periodLabels} value={period} onChange={setPeriod} />
      <QueryView
        query={overview}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {(data) => (
          <>
            <p>
              {t('overview.comparedWith', {
                from: formatDay(data.previousPeriod.from, language),
                to: formatDay(data.previousPeriod.to, language),
              })}
            </p>
            <dl className={styles.figures}>
              {FIGURES.map(({ key, money }) => {
                const current = data.current[key];
                const previous = data.previous[key];
                const change = changeOf(current, previous);
                const show = money ? format : countFormat;
                return (
                  <Card key={key} gap="xs">
                    <dt>{t(`overview.figures.${key}`)}</dt>
                    <dd>{show(current)}</dd>
                    <dd
                      className={
                        change === null || change === 0
                          ? undefined
                          : change > 0
                            ? styles.positive
                            : styles.negative
                      }
                    >
                      <small>
                        {change === null
                          ? t('overview.previousOnly', { value: show(previous) })
                          : t('overview.change', {
                              change: `${change > 0 ? '+' : ''}${change}%`,
                              value: show(previous),
                            })}
                      </small>
                    </dd>
                  </Card>
                );
              })}
            </dl>
            <Chart
              {...chartLabels}
              title={t('overview.chartMembers')}
              kind="bar"
              labels={days}
              series={seriesOf(['newRegistrations', 'activeMembers'])}
              format={countFormat}
            />
            <Chart
              {...chartLabels}
              title={t('overview.chartMoney')}
              labels={days}
              series={seriesOf(['deposits', 'withdrawals'])}
              format={format}
            />
            <Chart
              {...chartLabels}
              title={t('overview.chartBetting')}
              labels={days}
              series={seriesOf(['validTurnover', 'winLoss'])}
              format={format}
            />
            <DataTable
              {...tableText}
              caption={t('overview.daily')}
              columns={columns}
              rows={data.series}
              rowKey={(row) => row.day}
              csv={{ fileName: `team-overview-${data.period.from}-${data.period.to}` }}
            />
          </>
        )}
      </QueryView>
    </div>
  );
};
