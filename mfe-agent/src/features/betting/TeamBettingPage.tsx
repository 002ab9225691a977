import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORY_ORDER, type GameCategory } from 'shared-contracts';
import { type TeamBet } from 'shared-contracts/agent';
import { Button, SelectField, TextField } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn, FilterBar } from 'shared-ui/reports';

import { type TeamBetsInput, useTeamBets, useTeamBetsExport } from '../../api/team';
import styles from '../../components/common.module.css';
import { ListPagination } from '../../components/ListPagination';
import { useDataTableText, usePeriodPickerLabels } from '../../components/reportLabels';
import { csvMoney } from '../../lib/csv';
import { usePeriodPages } from '../../lib/usePeriodPages';
import { agent } from '../../remote';

const PAGE_SIZE = 20;

interface Filters {
  username: string;
  level: string;
  category: '' | GameCategory;
  vendorCode: string;
}

const NO_FILTERS: Filters = { username: '', level: '', category: '', vendorCode: '' };

/** The team's bets over a period with filters, the totals of every filtered bet and pages. */
export const TeamBettingPage = () => {
  const { t } = useTranslation(agent.namespace);
  const tableText = useDataTableText();
  const periodLabels = usePeriodPickerLabels();
  const { format } = useMoney();
  const language = useLanguage();
  const { period, changePeriod, pageNo, setPageNo } = usePeriodPages('today');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const level = /^\d+$/.test(filters.level) ? Number(filters.level) : undefined;
  const input: TeamBetsInput = {
    ...period,
    username: filters.username || undefined,
    level,
    category: filters.category || undefined,
    vendorCode: filters.vendorCode || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const bets = useTeamBets(input);
  const exportAll = useTeamBetsExport(input);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, username: draft.username.trim(), vendorCode: draft.vendorCode.trim() });
    setPageNo(1);
  };
  const money = (
    id: 'stake' | 'validTurnover' | 'payout' | 'winLoss',
    total?: number,
  ): DataTableColumn<TeamBet> => ({
    id,
    header: t(`betting.${id}`),
    numeric: true,
    cell: (row) => format(row[id]),
    csv: (row) => csvMoney(row[id]),
    total: total === undefined ? undefined : { cell: format(total), csv: csvMoney(total) },
  });

  return (
    <div className={styles.page}>
      <FilterBar
        label={t('betting.filters')}
        onSubmit={apply}
        fieldWidth="roomy"
        period={{
          labels: periodLabels,
          value: period,
          onChange: changePeriod,
        }}
        actions={
          <>
            <Button type="submit">{t('common.search')}</Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
                setPageNo(1);
              }}
            >
              {t('common.reset')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('betting.member')}
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
        />
        <TextField
          label={t('betting.level')}
          inputMode="numeric"
          value={draft.level}
          onChange={(event) => setDraft({ ...draft, level: event.target.value.replace(/\D/g, '') })}
        />
        <SelectField
          label={t('betting.category')}
          value={draft.category}
          onChange={(category) => setDraft({ ...draft, category })}
          options={[
            { value: '', label: t('common.all') },
            ...GAME_CATEGORY_ORDER.map((category) => ({
              value: category,
              label: t(`betting.categories.${category}`),
            })),
          ]}
        />
        <TextField
          label={t('betting.vendor')}
          value={draft.vendorCode}
          onChange={(event) => setDraft({ ...draft, vendorCode: event.target.value })}
        />
      </FilterBar>
      <QueryView
        query={bets}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
        emptyTitle={t('betting.empty')}
        isEmpty={(data) => data.page.list.length === 0}
      >
        {({ page, totals }) => (
          <>
            <DataTable
              {...tableText}
              caption={t('betting.caption', { count: totals.bets })}
              columns={[
                {
                  id: 'placedAt',
                  header: t('betting.placedAt'),
                  cell: (row) => formatDateTime(row.placedAt, language),
                  csv: (row) => new Date(row.placedAt).toISOString(),
                  total: { cell: t('betting.totalBets', { count: totals.bets }), csv: totals.bets },
                },
                {
                  id: 'username',
                  header: t('betting.member'),
                  cell: (row) => row.username,
                  csv: (row) => row.username,
                },
                {
                  id: 'level',
                  header: t('betting.level'),
                  numeric: true,
                  cell: (row) => row.level,
                  csv: (row) => row.level,
                },
                {
                  id: 'game',
                  header: t('betting.game'),
                  cell: (row) => row.gameName,
                  csv: (row) => row.gameName,
                },
                {
                  id: 'category',
                  header: t('betting.category'),
                  cell: (row) => t(`betting.categories.${row.category}`),
                  // The file says what the page says ("Slots", not the code "RNG").
                  csv: (row) => t(`betting.categories.${row.category}`),
                },
                {
                  id: 'vendor',
                  header: t('betting.vendor'),
                  cell: (row) => row.vendorCode,
                  csv: (row) => row.vendorCode,
                },
                money('stake', totals.stake),
                money('validTurnover', totals.validTurnover),
                money('payout', totals.payout),
                money('winLoss', totals.winLoss),
              ]}
              rows={page.list}
              rowKey={(row) => row.betId}
              csv={{ fileName: `team-bets-${period.from}-${period.to}`, allRows: exportAll }}
            />
            <ListPagination page={page} onChange={setPageNo} />
          </>
        )}
      </QueryView>
    </div>
  );
};
