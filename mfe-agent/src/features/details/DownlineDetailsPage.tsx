import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRef } from 'shared-contracts';
import type { DownlineTransaction } from 'shared-contracts/agent';
import { Button, EmptyState, TextField } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { DataTable, FilterBar, PeriodPicker } from 'shared-ui/reports';

import {
  type DownlineTransactionsInput,
  useDownlineTransactions,
  useDownlineTransactionsExport,
  useTeamMembers,
} from '../../api/team';
import styles from '../../components/common.module.css';
import { ListPagination } from '../../components/ListPagination';
import { useDataTableText, usePeriodPickerLabels } from '../../components/reportLabels';
import { csvMoney } from '../../lib/csv';
import { usePeriodPages } from '../../lib/usePeriodPages';
import { agent } from '../../remote';

const PAGE_SIZE = 20;

/** Finds a downline by username (prefix) and hands back the one picked. */
const DownlinePicker = ({ onPick }: { onPick: (member: MemberRef) => void }) => {
  const { t } = useTranslation(agent.namespace);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = useTeamMembers({ username: query, pageSize: 10 }, { enabled: query !== '' });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <div className={styles.page}>
      <FilterBar
        label={t('details.find')}
        onSubmit={search}
        fieldWidth="roomy"
        actions={
          <>
            <Button type="submit" disabled={draft.trim() === ''}>
              {t('common.search')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('details.username')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </FilterBar>
      {query === '' ? (
        <p>{t('details.pickHint')}</p>
      ) : (
        <QueryView
          query={results}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
          emptyTitle={t('details.noMatch', { query })}
          isEmpty={(data) => data.page.list.length === 0}
        >
          {({ page }) => (
            <ul aria-label={t('details.matches')} className={styles.plainList}>
              {page.list.map((member) => (
                <li key={member.memberId}>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => onPick(member)}
                  >
                    {member.username}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      )}
    </div>
  );
};

/** A downline's ledger movements over a period: pick the downline, then read and export. */
export const DownlineDetailsPage = () => {
  const { t } = useTranslation(agent.namespace);
  const periodLabels = usePeriodPickerLabels();
  const tableText = useDataTableText();
  const { format } = useMoney();
  const language = useLanguage();
  const [member, setMember] = useState<MemberRef | null>(null);
  const { period, changePeriod, pageNo, setPageNo } = usePeriodPages('last7');
  const input: DownlineTransactionsInput | null = member
    ? { ...period, memberId: member.memberId, pageNo, pageSize: PAGE_SIZE }
    : null;
  const movements = useDownlineTransactions(input);
  const exportAll = useDownlineTransactionsExport(input);

  if (!member) return <DownlinePicker onPick={setMember} />;
  return (
    <div className={styles.page}>
      <p className={styles.actions}>
        <strong>{t('details.showing', { username: member.username })}</strong>
        <Button type="button" size="sm" variant="ghost" onClick={() => setMember(null)}>
          {t('details.change')}
        </Button>
      </p>
      <PeriodPicker labels={periodLabels} value={period} onChange={changePeriod} />
      <QueryView
        query={movements}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={t('details.empty')} />
          ) : (
            <>
              <DataTable<DownlineTransaction>
                {...tableText}
                caption={t('details.caption', { username: member.username })}
                columns={[
                  {
                    id: 'createdAt',
                    header: t('details.time'),
                    cell: (row) => formatDateTime(row.createdAt, language),
                    csv: (row) => new Date(row.createdAt).toISOString(),
                  },
                  {
                    id: 'kind',
                    header: t('details.kind'),
                    cell: (row) => row.kind,
                    csv: (row) => row.kind,
                  },
                  {
                    id: 'amount',
                    header: t('details.amount'),
                    numeric: true,
                    cell: (row) => format(row.amount),
                    csv: (row) => csvMoney(row.amount),
                  },
                  {
                    id: 'balanceAfter',
                    header: t('details.balanceAfter'),
                    numeric: true,
                    cell: (row) => format(row.balanceAfter),
                    csv: (row) => csvMoney(row.balanceAfter),
                  },
                  {
                    id: 'note',
                    header: t('details.note'),
                    cell: (row) => row.note,
                    csv: (row) => row.note,
                  },
                ]}
                rows={page.list}
                rowKey={(row) => row.id}
                csv={{
                  fileName: `${member.username}-ledger-${period.from}-${period.to}`,
                  allRows: exportAll,
                }}
              />
              <ListPagination page={page} onChange={setPageNo} />
            </>
          )
        }
      </QueryView>
    </div>
  );
};
