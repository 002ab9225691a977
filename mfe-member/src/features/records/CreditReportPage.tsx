import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PERIOD_KINDS, type PeriodKind, periodOfDay } from 'shared-contracts';
import type { CreditReportRow } from 'shared-contracts/member';
import { EmptyState, SelectField, Stat, StatGroup } from 'shared-ui';
import { formatDay, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn, FilterBar, reportToday } from 'shared-ui/reports';

import { useCreditReport } from '../../api/records';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { readCreditFilters, transactionsSearchOf, writeCreditFilters } from './creditFilters';
import { SignedMoney } from './SignedMoney';
import { useRecordErrorText } from './useRecordErrors';
import { useRecordPeriod } from './useRecordPeriod';
import { useUrlFilters } from './useUrlFilters';

/**
 * The credit report (ADR 0025): the money credited to and debited from the player's wallets by
 * kind over a period (in the URL), with the opening and closing balance, each kind linking to the
 * account record's movements it sums. SPEC's periods (day, week, half month, month) pick the
 * current one; the quick picks and the days pick any other.
 */
export const CreditReportPage = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const errorText = useRecordErrorText();
  const [params] = useSearchParams();
  const [period, setPeriod] = useUrlFilters(readCreditFilters, writeCreditFilters);
  const report = useCreditReport(period);
  const today = reportToday();
  const currentKind = PERIOD_KINDS.find((kind) => {
    const of = periodOfDay(kind, today);
    return of.from === period.from && of.to === period.to;
  });

  const columns: DataTableColumn<CreditReportRow>[] = [
    {
      id: 'kind',
      header: t('records.transactions.kind'),
      cell: (row) => (
        <Link to={{ search: transactionsSearchOf(params, period, row.kind) }}>
          {t(`records.transactions.kinds.${row.kind}`)}
        </Link>
      ),
    },
    {
      id: 'moneyIn',
      header: t('records.credit.moneyIn'),
      numeric: true,
      cell: (row) => format(row.moneyIn),
    },
    {
      id: 'moneyOut',
      header: t('records.credit.moneyOut'),
      numeric: true,
      cell: (row) => format(row.moneyOut),
    },
    {
      id: 'net',
      header: t('records.credit.net'),
      numeric: true,
      cell: (row) => <SignedMoney amount={row.net} />,
    },
    {
      id: 'movements',
      header: t('records.credit.movements'),
      numeric: true,
      dropOrder: 1,
      cell: (row) => row.movements,
    },
  ];

  const recordPeriod = useRecordPeriod(period.from, period.to, setPeriod);

  return (
    <div className={layout.page}>
      <p className={layout.muted}>{t('records.credit.intro')}</p>
      <FilterBar label={t('records.credit.periods')} period={recordPeriod}>
        <SelectField<'' | PeriodKind>
          label={t('records.credit.periodOf')}
          value={currentKind ?? ''}
          onChange={(kind) => {
            if (kind) setPeriod(periodOfDay(kind, today));
          }}
          options={[
            { value: '', label: t('records.credit.customPeriod') },
            ...PERIOD_KINDS.map((kind) => ({
              value: kind,
              label: t(`records.credit.periodKinds.${kind}`),
            })),
          ]}
        />
      </FilterBar>
      <QueryView
        query={report}
        loadingLabel={t('common.loading')}
        errorMessage={errorText(report.error)}
        retryLabel={t('common.retry')}
      >
        {(data) => (
          <>
            <StatGroup aria-label={t('records.credit.summary')}>
              <Stat label={t('records.credit.opening')} value={format(data.openingBalance)} />
              <Stat label={t('records.credit.moneyIn')} value={format(data.moneyIn)} />
              <Stat label={t('records.credit.moneyOut')} value={format(data.moneyOut)} />
              <Stat label={t('records.credit.closing')} value={format(data.closingBalance)} />
            </StatGroup>
            {data.rows.length === 0 ? (
              <EmptyState title={t('records.credit.empty')} />
            ) : (
              <DataTable
                labels={{ more: t('records.more') }}
                textWraps
                caption={t('records.credit.caption', {
                  from: formatDay(data.from, language),
                  to: formatDay(data.to, language),
                })}
                columns={columns}
                rows={data.rows}
                rowKey={(row) => row.kind}
              />
            )}
          </>
        )}
      </QueryView>
    </div>
  );
};
