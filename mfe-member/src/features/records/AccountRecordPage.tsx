import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MemberTransaction,
  TRANSACTION_KINDS,
  type TransactionKind,
} from 'shared-contracts/member';
import { Button, SelectField } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';
import { type DataTableColumn, FilterBar } from 'shared-ui/reports';

import { RECORDS_PAGE_SIZE, useTransactions } from '../../api/records';
import { layout } from '../../components/layout';
import { PagedTable } from '../../components/PagedTable';
import { member } from '../../remote';
import {
  readTransactionFilters,
  type TransactionFilters,
  writeTransactionFilters,
} from './recordFilters';
import { SignedMoney } from './SignedMoney';
import { TransactionDetailDialog } from './TransactionDetailDialog';
import { useRecordErrorText } from './useRecordErrors';
import { useRecordPeriod } from './useRecordPeriod';
import { useUrlFilters } from './useUrlFilters';
import { useWalletName } from './useWalletName';

/**
 * The account record (transactionHistory): the ledger movements of the player's wallets over a
 * period, filtered by kind (in the URL), each signed and coloured with the wallet's balance
 * after it, pages, and a movement's detail in a dialog.
 */
export const AccountRecordPage = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const errorText = useRecordErrorText();
  const walletName = useWalletName();
  const [filters, setFilters] = useUrlFilters(readTransactionFilters, writeTransactionFilters);
  const [open, setOpen] = useState<MemberTransaction | null>(null);
  const transactions = useTransactions({
    from: filters.from,
    to: filters.to,
    kind: filters.kind,
    pageNo: filters.pageNo,
    pageSize: RECORDS_PAGE_SIZE,
  });
  const change = (patch: Partial<TransactionFilters>) =>
    setFilters({ ...filters, ...patch, pageNo: 1 });

  const columns: DataTableColumn<MemberTransaction>[] = [
    {
      id: 'time',
      header: t('records.time'),
      cell: (row) => formatDateTime(row.createdAt, language),
    },
    {
      id: 'kind',
      header: t('records.transactions.kind'),
      cell: (row) => t(`records.transactions.kinds.${row.kind}`),
    },
    {
      id: 'wallet',
      header: t('records.transactions.wallet'),
      cell: (row) => walletName(row.wallet),
    },
    {
      id: 'amount',
      header: t('records.transactions.amount'),
      numeric: true,
      cell: (row) => <SignedMoney amount={row.amount} />,
    },
    {
      id: 'balanceAfter',
      header: t('records.transactions.balanceAfter'),
      numeric: true,
      cell: (row) => format(row.balanceAfter),
    },
  ];

  const recordPeriod = useRecordPeriod(filters.from, filters.to, (period) => change(period));

  return (
    <div className={layout.page}>
      <FilterBar
        label={t('records.transactions.filters')}
        period={recordPeriod}
        actions={
          filters.kind ? (
            <Button type="button" variant="secondary" onClick={() => change({ kind: undefined })}>
              {t('records.reset')}
            </Button>
          ) : null
        }
      >
        <SelectField<'' | TransactionKind>
          label={t('records.transactions.kind')}
          value={filters.kind ?? ''}
          onChange={(kind) => change({ kind: kind || undefined })}
          options={[
            { value: '', label: t('records.all') },
            ...TRANSACTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`records.transactions.kinds.${kind}`),
            })),
          ]}
        />
      </FilterBar>
      <QueryView
        query={transactions}
        loadingLabel={t('common.loading')}
        errorMessage={errorText(transactions.error)}
        retryLabel={t('common.retry')}
        emptyTitle={t('records.transactions.empty')}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <PagedTable
            caption={t('records.transactions.caption', { count: page.total })}
            textWraps
            columns={columns}
            page={page}
            rowKey={(row) => row.id}
            details={{
              label: (row) =>
                t('records.transactions.detailsOf', {
                  kind: t(`records.transactions.kinds.${row.kind}`),
                  amount: format(row.amount),
                  time: formatDateTime(row.createdAt, language),
                }),
              onOpen: setOpen,
            }}
            pagesLabel={t('records.pages')}
            onPage={(pageNo) => setFilters({ ...filters, pageNo })}
          />
        )}
      </QueryView>
      {open ? <TransactionDetailDialog transaction={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
