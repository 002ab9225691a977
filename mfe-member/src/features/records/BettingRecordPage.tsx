import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORY_ORDER, type GameCategory } from 'shared-contracts';
import { RECORD_BET_STATUSES, type RecordBet, type RecordBetStatus } from 'shared-contracts/member';
import { Button, SelectField, Stat, StatGroup } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { type DataTableColumn, FilterBar } from 'shared-ui/reports';

import { RECORDS_PAGE_SIZE, useRecordBets, useRecordVendors } from '../../api/records';
import { layout } from '../../components/layout';
import { PagedTable } from '../../components/PagedTable';
import { member } from '../../remote';
import { BetDetailDialog } from './BetDetailDialog';
import { BetStatusBadge } from './BetStatusBadge';
import { type BetFilters, readBetFilters, writeBetFilters } from './recordFilters';
import styles from './Records.module.css';
import { SignedMoney } from './SignedMoney';
import { useRecordErrorText } from './useRecordErrors';
import { useRecordPeriod } from './useRecordPeriod';
import { useUrlFilters } from './useUrlFilters';

/** A bet's time in the record: its settlement when settled or cancelled, else its placing. */
export const betTime = (bet: RecordBet): number => bet.settledAt ?? bet.placedAt;

/**
 * The betting record (personalHistoryCopy): the player's bets over a period, filtered by game
 * category, vendor and status (all in the URL), the totals of every filtered bet, pages, and a
 * bet's detail in a dialog.
 */
export const BettingRecordPage = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const errorText = useRecordErrorText();
  const [filters, setFilters] = useUrlFilters(readBetFilters, writeBetFilters);
  const [openBet, setOpenBet] = useState<RecordBet | null>(null);
  const bets = useRecordBets({
    from: filters.from,
    to: filters.to,
    category: filters.category,
    vendorCode: filters.vendorCode,
    status: filters.status,
    pageNo: filters.pageNo,
    pageSize: RECORDS_PAGE_SIZE,
  });
  const vendors = useRecordVendors();
  const vendorChoices = (vendors.data ?? []).filter(
    (vendor) => !filters.category || vendor.category === filters.category,
  );
  // A vendor named by the URL stays selectable even when the vendor list does not know it.
  if (filters.vendorCode && !vendorChoices.some((vendor) => vendor.code === filters.vendorCode))
    vendorChoices.push({
      code: filters.vendorCode,
      name: filters.vendorCode,
      category: filters.category ?? 'LIVE',
    });

  const change = (patch: Partial<BetFilters>) => setFilters({ ...filters, ...patch, pageNo: 1 });
  const filtered =
    filters.category !== undefined ||
    filters.vendorCode !== undefined ||
    filters.status !== undefined;

  const money = (id: 'stake' | 'validTurnover' | 'payout'): DataTableColumn<RecordBet> => ({
    id,
    header: t(`records.bets.${id}`),
    numeric: true,
    cell: (bet) => format(bet[id]),
  });
  const columns: DataTableColumn<RecordBet>[] = [
    {
      id: 'time',
      header: t('records.time'),
      cell: (bet) => formatDateTime(betTime(bet), language),
    },
    {
      id: 'game',
      header: t('records.bets.game'),
      cell: (bet) => (
        <span className={styles.game}>
          {bet.gameName}
          <span className={layout.muted}>{bet.vendorName}</span>
        </span>
      ),
    },
    {
      id: 'category',
      header: t('records.bets.category'),
      cell: (bet) => t(`records.categories.${bet.category}`),
    },
    {
      id: 'status',
      header: t('records.bets.status'),
      cell: (bet) => <BetStatusBadge status={bet.status} />,
    },
    money('stake'),
    money('validTurnover'),
    money('payout'),
    {
      id: 'winLoss',
      header: t('records.bets.winLoss'),
      numeric: true,
      cell: (bet) => <SignedMoney amount={bet.winLoss} />,
    },
  ];

  const recordPeriod = useRecordPeriod(filters.from, filters.to, (period) => change(period));

  return (
    <div className={layout.page}>
      <FilterBar
        label={t('records.bets.filters')}
        period={recordPeriod}
        actions={
          filtered ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                change({ category: undefined, vendorCode: undefined, status: undefined })
              }
            >
              {t('records.reset')}
            </Button>
          ) : null
        }
      >
        <SelectField<'' | GameCategory>
          label={t('records.bets.category')}
          value={filters.category ?? ''}
          onChange={(category) => {
            const next = category || undefined;
            const vendor = vendors.data?.find((each) => each.code === filters.vendorCode);
            // A vendor of another category would select nothing: drop it.
            const keepVendor = !next || !vendor || vendor.category === next;
            change({
              category: next,
              vendorCode: keepVendor ? filters.vendorCode : undefined,
            });
          }}
          options={[
            { value: '', label: t('records.all') },
            ...GAME_CATEGORY_ORDER.map((category) => ({
              value: category,
              label: t(`records.categories.${category}`),
            })),
          ]}
        />
        <SelectField
          label={t('records.bets.vendor')}
          value={filters.vendorCode ?? ''}
          onChange={(vendorCode) => change({ vendorCode: vendorCode || undefined })}
          options={[
            { value: '', label: t('records.all') },
            ...vendorChoices.map((vendor) => ({ value: vendor.code, label: vendor.name })),
          ]}
        />
        <SelectField<'' | RecordBetStatus>
          label={t('records.bets.status')}
          value={filters.status ?? ''}
          onChange={(status) => change({ status: status || undefined })}
          options={[
            { value: '', label: t('records.all') },
            ...RECORD_BET_STATUSES.map((status) => ({
              value: status,
              label: t(`records.bets.statuses.${status}`),
            })),
          ]}
        />
      </FilterBar>
      <QueryView
        query={bets}
        loadingLabel={t('common.loading')}
        errorMessage={errorText(bets.error)}
        retryLabel={t('common.retry')}
        emptyTitle={t('records.bets.empty')}
        isEmpty={(data) => data.page.list.length === 0}
      >
        {({ page, totals }) => (
          <>
            <section aria-label={t('records.bets.totals')}>
              <StatGroup>
                <Stat
                  label={t('records.bets.count')}
                  value={totals.bets.toLocaleString(language)}
                />
                <Stat label={t('records.bets.stake')} value={format(totals.stake)} />
                <Stat
                  label={t('records.bets.validTurnover')}
                  value={format(totals.validTurnover)}
                />
                <Stat label={t('records.bets.payout')} value={format(totals.payout)} />
                <Stat
                  label={t('records.bets.winLoss')}
                  value={<SignedMoney amount={totals.winLoss} />}
                />
              </StatGroup>
            </section>
            <PagedTable
              caption={t('records.bets.caption', { count: totals.bets })}
              textWraps
              columns={columns}
              page={page}
              rowKey={(bet) => bet.betId}
              details={{
                label: (bet) =>
                  t('records.bets.detailsOf', {
                    game: bet.gameName,
                    time: formatDateTime(betTime(bet), language),
                  }),
                onOpen: setOpenBet,
              }}
              pagesLabel={t('records.pages')}
              onPage={(pageNo) => setFilters({ ...filters, pageNo })}
            />
          </>
        )}
      </QueryView>
      {openBet ? <BetDetailDialog bet={openBet} onClose={() => setOpenBet(null)} /> : null}
    </div>
  );
};
