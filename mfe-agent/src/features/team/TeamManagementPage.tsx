import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineType } from 'shared-contracts';
import type { TeamMemberRow } from 'shared-contracts/agent';
import { Button, formLayout, SelectField, StatusBadge, TextField } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, type DataTableColumn, FilterBar } from 'shared-ui/reports';

import { useContractInfo } from '../../api/info';
import { type TeamMembersInput, useTeamMembers, useTeamMembersExport } from '../../api/team';
import styles from '../../components/common.module.css';
import { ListPagination } from '../../components/ListPagination';
import { useDataTableText } from '../../components/reportLabels';
import { TeamBreadcrumb } from '../../components/TeamBreadcrumb';
import { csvMoney } from '../../lib/csv';
import { formatRate } from '../../lib/rates';
import { agent } from '../../remote';
import { MemberDetailsDialog } from './MemberDetailsDialog';
import { RebateDialog } from './RebateDialog';

const PAGE_SIZE = 20;

interface Filters {
  username: string;
  type: '' | DownlineType;
  active: '' | 'true' | 'false';
  registeredFrom: string;
  registeredTo: string;
}

const NO_FILTERS: Filters = {
  username: '',
  type: '',
  active: '',
  registeredFrom: '',
  registeredTo: '',
};

const STATUS_TONE = { active: 'success', dormant: 'neutral', locked: 'danger' } as const;

/**
 * The downline tree: one parent's direct downlines at a time (down by a sub-agent's name, back up
 * by the breadcrumb), or a username search over the whole team, with filters. A direct
 * downline's rebate can be adjusted; any downline's details viewed.
 */
export const TeamManagementPage = () => {
  const { t } = useTranslation(agent.namespace);
  const tableText = useDataTableText();
  const { format } = useMoney();
  const language = useLanguage();
  const info = useContractInfo();
  const [parentId, setParentId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const [rebateFor, setRebateFor] = useState<TeamMemberRow | null>(null);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);

  const input: TeamMembersInput = {
    parentId: filters.username ? undefined : (parentId ?? undefined),
    username: filters.username || undefined,
    type: filters.type || undefined,
    active: filters.active === '' ? undefined : filters.active === 'true',
    registeredFrom: filters.registeredFrom || undefined,
    registeredTo: filters.registeredTo || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const members = useTeamMembers(input);
  const exportAll = useTeamMembersExport(input);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, username: draft.username.trim() });
    setPageNo(1);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPageNo(1);
  };
  const goTo = (memberId: string | null) => {
    setParentId(memberId);
    setFilters((current) => ({ ...current, username: '' }));
    setDraft((current) => ({ ...current, username: '' }));
    setPageNo(1);
  };

  const typeLabel = (type: DownlineType) => t(`register.${type}`);
  const columns: DataTableColumn<TeamMemberRow>[] = [
    {
      id: 'username',
      header: t('team.username'),
      cell: (row) =>
        row.type === 'agent' && row.directCount > 0 ? (
          <button
            type="button"
            className={formLayout.link}
            onClick={() => goTo(row.memberId)}
            aria-label={t('team.openTeamOf', { username: row.username })}
          >
            {row.username}
          </button>
        ) : (
          row.username
        ),
      csv: (row) => row.username,
      sortValue: (row) => row.username,
    },
    {
      id: 'type',
      header: t('team.type'),
      cell: (row) => typeLabel(row.type),
      csv: (row) => typeLabel(row.type),
    },
    {
      id: 'level',
      header: t('team.level'),
      numeric: true,
      cell: (row) => row.level,
      csv: (row) => row.level,
      sortValue: (row) => row.level,
    },
    {
      id: 'teamSize',
      header: t('team.teamSize'),
      numeric: true,
      cell: (row) => row.teamSize,
      csv: (row) => row.teamSize,
      sortValue: (row) => row.teamSize,
    },
    {
      id: 'balance',
      header: t('team.balance'),
      numeric: true,
      cell: (row) => format(row.balance),
      csv: (row) => csvMoney(row.balance),
      sortValue: (row) => row.balance,
    },
    {
      id: 'lastLogin',
      header: t('team.lastLogin'),
      cell: (row) =>
        row.lastLoginAt === null ? t('team.never') : formatDateTime(row.lastLoginAt, language),
      csv: (row) => (row.lastLoginAt === null ? '' : new Date(row.lastLoginAt).toISOString()),
      sortValue: (row) => row.lastLoginAt ?? 0,
    },
    {
      id: 'status',
      header: t('team.status'),
      cell: (row) => (
        <StatusBadge tone={STATUS_TONE[row.status]}>{t(`team.statuses.${row.status}`)}</StatusBadge>
      ),
      csv: (row) => t(`team.statuses.${row.status}`),
    },
    {
      id: 'rebate',
      header: t('team.rebate'),
      numeric: true,
      cell: (row) => formatRate(row.rebateBp),
      csv: (row) => formatRate(row.rebateBp),
      sortValue: (row) => row.rebateBp,
    },
    {
      id: 'registered',
      header: t('team.registered'),
      cell: (row) => formatDateTime(row.registeredAt, language),
      csv: (row) => new Date(row.registeredAt).toISOString(),
      sortValue: (row) => row.registeredAt,
    },
  ];

  return (
    <div className={styles.page}>
      <FilterBar
        label={t('team.filters')}
        onSubmit={apply}
        fieldWidth="roomy"
        actions={
          <>
            <Button type="submit">{t('common.search')}</Button>
            <Button type="button" variant="secondary" onClick={reset}>
              {t('common.reset')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('team.search')}
          type="search"
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
        />
        <SelectField
          label={t('team.type')}
          value={draft.type}
          onChange={(type) => setDraft({ ...draft, type })}
          options={[
            { value: '', label: t('common.all') },
            { value: 'player', label: t('register.player') },
            { value: 'agent', label: t('register.agent') },
          ]}
        />
        <SelectField
          label={t('team.activity')}
          value={draft.active}
          onChange={(active) => setDraft({ ...draft, active })}
          options={[
            { value: '', label: t('common.all') },
            { value: 'true', label: t('team.activeOnly') },
            { value: 'false', label: t('team.inactiveOnly') },
          ]}
        />
        <TextField
          label={t('team.registeredFrom')}
          type="date"
          value={draft.registeredFrom}
          onChange={(event) => setDraft({ ...draft, registeredFrom: event.target.value })}
        />
        <TextField
          label={t('team.registeredTo')}
          type="date"
          value={draft.registeredTo}
          onChange={(event) => setDraft({ ...draft, registeredTo: event.target.value })}
        />
      </FilterBar>
      <QueryView
        query={members}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {({ breadcrumb, page }) => (
          <>
            {filters.username ? (
              <p>{t('team.searchResults', { query: filters.username })}</p>
            ) : (
              <TeamBreadcrumb trail={breadcrumb} onSelect={goTo} />
            )}
            {page.list.length === 0 ? (
              <p>{t('common.empty')}</p>
            ) : (
              <DataTable
                {...tableText}
                caption={t('team.caption')}
                columns={columns}
                rows={page.list}
                rowKey={(row) => row.memberId}
                csv={{ fileName: 'team-members', allRows: exportAll }}
                actions={{
                  header: t('team.actions'),
                  cell: (row) => (
                    <>
                      {row.level === 1 ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          onClick={() => setRebateFor(row)}
                          aria-label={t('team.adjustRebateOf', { username: row.username })}
                        >
                          {t('team.adjustRebate')}
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() => setDetailsOf(row.memberId)}
                        aria-label={t('team.detailsOf', { username: row.username })}
                      >
                        {t('team.details')}
                      </Button>
                    </>
                  ),
                }}
              />
            )}
            <ListPagination page={page} onChange={setPageNo} />
          </>
        )}
      </QueryView>
      {rebateFor && info.data ? (
        <RebateDialog
          member={rebateFor}
          maxRebateBp={info.data.info.maxRebateBp}
          onClose={() => setRebateFor(null)}
        />
      ) : null}
      {detailsOf ? (
        <MemberDetailsDialog memberId={detailsOf} onClose={() => setDetailsOf(null)} />
      ) : null}
    </div>
  );
};
