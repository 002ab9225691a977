import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type Day, MAX_PERIOD_DAYS, PERIOD_KINDS, type PeriodInput } from 'shared-contracts';
import { type ProfitCategory } from 'shared-contracts/member';
import { Button, Panel, Stat, StatGroup } from 'shared-ui';
import {
  formatDays,
  formatMoney,
  messageOf,
  QueryView,
  reasonOf,
  useBrand,
  useLanguage,
  useMessage,
} from 'shared-ui/kit';
import {
  Chart,
  type ChartSeries,
  PeriodPicker,
  type PeriodPickerLabels,
  type QuickPeriod,
  reportToday,
} from 'shared-ui/reports';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { SignedMoney } from '../records/SignedMoney';
import { categoryTotals } from './profitFigures';
import { type ProfitFilters, readProfitFilters, writeProfitFilters } from './profitFilters';
import styles from './ProfitPage.module.css';
import { useProfit } from './useProfit';

/** The quick picks of the member centre's reports. */
const QUICK_PICKS: readonly QuickPeriod[] = ['today', 'yesterday', 'last7', 'last30'];

/** The report's filters in the URL: read on every render, written as a new history entry. */
const useProfitFilters = (today: Day): [ProfitFilters, (next: ProfitFilters) => void] => {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(
    () => readProfitFilters(new URLSearchParams(search), today),
    [search, today],
  );
  const update = useCallback(
    (next: ProfitFilters) => setParams((previous) => writeProfitFilters(previous, next)),
    [setParams],
  );
  return [filters, update];
};

/** Money formatted in the player's language with the brand's symbol; stable between renders. */
const useMoneyFormat = () => {
  const language = useLanguage();
  const symbol = useBrand().data?.currencySymbol;
  return useMemo(() => (minor: number) => formatMoney(minor, language, symbol), [language, symbol]);
};

/**
 * Profit and loss (personalProfit): the player's settled bets by day, week, half month or month
 * over a range, with the totals, a chart of win/loss and valid turnover per period (its figures
 * also as a table for screen readers) and the figures by game category. The totals equal the
 * betting record's with status settled over the same range (the platform's rule).
 */
export const ProfitPage = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const show = useMessage();
  const format = useMoneyFormat();
  const today = reportToday();
  const [filters, setFilters] = useProfitFilters(today);
  const report = useProfit(filters);

  const period = useMemo(
    () => ({ from: filters.from, to: filters.to }),
    [filters.from, filters.to],
  );
  const periodLabels: PeriodPickerLabels = {
    period: t('profit.period'),
    from: t('profit.from'),
    to: t('profit.to'),
    quickPicks: t('profit.quickPicks'),
    quick: (pick) => t(`profit.quick.${pick}`),
    periodTooLong: (max) => t('profit.periodTooLong', { max }),
    periodInvalid: t('profit.periodInvalid'),
  };

  const periods = report.data?.periods;
  const chartLabels = useMemo(
    () =>
      (periods ?? []).map((row) =>
        formatDays({ from: row.periodStart, to: row.periodEnd }, language),
      ),
    [periods, language],
  );
  const winLossLabel = t('profit.winLoss');
  const turnoverLabel = t('profit.validTurnover');
  const chartSeries = useMemo<ChartSeries[]>(
    () => [
      { label: winLossLabel, values: (periods ?? []).map((row) => row.winLoss) },
      { label: turnoverLabel, values: (periods ?? []).map((row) => row.validTurnover) },
    ],
    [periods, winLossLabel, turnoverLabel],
  );

  const reason = reasonOf(report.error);
  const errorMessage =
    reason === 'periodTooLong'
      ? t('profit.periodTooLong', { max: MAX_PERIOD_DAYS })
      : reason === 'invalidPeriod'
        ? t('profit.periodInvalid')
        : (show(messageOf(report.error)) ?? t('common.loadError'));

  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <div className={layout.row} role="group" aria-label={t('profit.periodKind')}>
          {PERIOD_KINDS.map((kind) => (
            <Button
              key={kind}
              type="button"
              size="sm"
              variant={filters.periodKind === kind ? 'primary' : 'secondary'}
              aria-pressed={filters.periodKind === kind}
              onClick={() => setFilters({ ...filters, periodKind: kind })}
            >
              {t(`profit.kinds.${kind}`)}
            </Button>
          ))}
        </div>
        <PeriodPicker
          value={period}
          today={today}
          picks={QUICK_PICKS}
          labels={periodLabels}
          onChange={(next: PeriodInput) => setFilters({ ...filters, ...next })}
        />
      </div>
      <QueryView
        query={report}
        loadingLabel={t('common.loading')}
        errorMessage={report.isError ? errorMessage : t('common.loadError')}
        retryLabel={t('common.retry')}
        emptyTitle={t('profit.empty')}
        isEmpty={(data) => data.totals.bets === 0}
      >
        {(data) => (
          <>
            <StatGroup columns={3} className={styles.totals} aria-label={t('profit.totals')}>
              <Stat label={t('profit.bets')} value={data.totals.bets} />
              <Stat label={t('profit.validTurnover')} value={format(data.totals.validTurnover)} />
              <Stat
                label={t('profit.winLoss')}
                value={<SignedMoney amount={data.totals.winLoss} />}
              />
            </StatGroup>
            <Chart
              title={t('profit.chart')}
              kind="bar"
              labels={chartLabels}
              series={chartSeries}
              format={format}
              axisLabel={t('profit.periodColumn')}
              failedLabel={t('profit.chartFailed')}
            />
            <Panel headingLevel={4} title={t('profit.byCategory')}>
              <CategoryTable
                rows={categoryTotals(data.periods)}
                totals={data.totals}
                format={format}
              />
            </Panel>
          </>
        )}
      </QueryView>
    </div>
  );
};

/** The figures by game category over the range, with the totals row; stacked cards at 360 px. */
const CategoryTable = ({
  rows,
  totals,
  format,
}: {
  rows: readonly ProfitCategory[];
  totals: Omit<ProfitCategory, 'category'>;
  format: (minor: number) => string;
}) => {
  const { t } = useTranslation(member.namespace);
  const columns = {
    category: t('profit.category'),
    bets: t('profit.bets'),
    validTurnover: t('profit.validTurnover'),
    winLoss: t('profit.winLoss'),
  };
  return (
    <table className={cx(layout.table, styles.categories)}>
      <caption className="visually-hidden">{t('profit.byCategory')}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.category}</th>
          <th scope="col" className={layout.number}>
            {columns.bets}
          </th>
          <th scope="col" className={layout.number}>
            {columns.validTurnover}
          </th>
          <th scope="col" className={layout.number}>
            {columns.winLoss}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.category}>
            <th scope="row" data-label={columns.category}>
              {t(`profit.categories.${row.category}`)}
            </th>
            <td className={layout.number} data-label={columns.bets}>
              {row.bets}
            </td>
            <td className={layout.number} data-label={columns.validTurnover}>
              {format(row.validTurnover)}
            </td>
            <td className={layout.number} data-label={columns.winLoss}>
              <SignedMoney amount={row.winLoss} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" data-label={columns.category}>
            {t('profit.total')}
          </th>
          <td className={layout.number} data-label={columns.bets}>
            {totals.bets}
          </td>
          <td className={layout.number} data-label={columns.validTurnover}>
            {format(totals.validTurnover)}
          </td>
          <td className={layout.number} data-label={columns.winLoss}>
            <SignedMoney amount={totals.winLoss} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
};
