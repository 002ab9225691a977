import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DividendPeriod, DividendStatus } from 'shared-contracts/agent';
import { Button, formLayout, Panel, StatusBadge, type StatusTone } from 'shared-ui';
import {
  FormAlert,
  formatDateTime,
  formatDays,
  isDefiniteRefusal,
  messageOf,
  newIdempotencyKey,
  QueryView,
  reasonOf,
  useFormOutcome,
  useLanguage,
  useMoney,
} from 'shared-ui/kit';
import { DataTable, type DataTableColumn } from 'shared-ui/reports';

import { useDividends, useFetchAllDividends, useRequestDividend } from '../../api/money';
import shared from '../../components/common.module.css';
import { ListPagination } from '../../components/ListPagination';
import { useDataTableText } from '../../components/reportLabels';
import { csvMoney, csvPeriod } from '../../lib/csv';
import { formatRate } from '../../lib/rates';
import { agent } from '../../remote';
import { ContractsPanel } from '../contracts/ContractsPanel';
import { useBalanceRefreshOnPayment } from '../contracts/useBalanceRefreshOnPayment';
import styles from './DividendsPage.module.css';

/** How a dividend period's status reads at a glance. */
const TONES: Readonly<Record<DividendStatus, StatusTone>> = {
  open: 'neutral',
  requestable: 'pending',
  inProcess: 'pending',
  approved: 'success',
  rejected: 'danger',
};

const daysOf = (row: DividendPeriod) => ({ from: row.periodStart, to: row.periodEnd });

/**
 * The dividend record: the half-month periods with their figures and status, a request for a
 * requestable one (idempotent: one key per period until the platform answers for certain), the
 * whole record as CSV; then the dividend contracts, mine from my upline with its terms (shown
 * there only) and those with my sub-agents.
 */
export const DividendsPage = () => {
  const { t } = useTranslation(agent.namespace);
  const tableText = useDataTableText();
  const language = useLanguage();
  const { format } = useMoney();
  const periodOf = (row: DividendPeriod) => formatDays(daysOf(row), language);
  const [pageNo, setPageNo] = useState(1);
  const dividends = useDividends(pageNo);
  const fetchAll = useFetchAllDividends();
  const request = useRequestDividend();
  const keys = useRef(new Map<string, string>());
  const outcome = useFormOutcome();
  useBalanceRefreshOnPayment(
    pageNo === 1 && dividends.data && !dividends.isPlaceholderData
      ? dividends.data.page.list
          .filter((row) => row.status === 'approved' && row.amount > 0)
          .map((row) => row.periodId)
      : undefined,
  );

  /** The request button's words: "Requesting…" while this period's request is on its way. */
  const requestLabel = (row: DividendPeriod) =>
    request.isPending && request.variables?.periodId === row.periodId
      ? t('dividends.requesting')
      : t('dividends.request');
  const requestDividend = (row: DividendPeriod) => {
    // The same key for every retry of this period's request until the platform has answered.
    const idempotencyKey = keys.current.get(row.periodId) ?? newIdempotencyKey();
    keys.current.set(row.periodId, idempotencyKey);
    outcome.clear();
    request.mutate(
      { periodId: row.periodId, idempotencyKey },
      {
        onSuccess: (period) => {
          keys.current.delete(row.periodId);
          outcome.success({
            key: 'dividends.requested',
            params: { period: periodOf(period), amount: format(period.amount) },
          });
        },
        onError: (error) => {
          if (isDefiniteRefusal(error)) keys.current.delete(row.periodId);
          const reason = reasonOf(error);
          outcome.fail(
            reason === 'notRequestable' || reason === 'notFound'
              ? { key: `dividends.refusals.${reason}` }
              : messageOf(error),
          );
        },
      },
    );
  };

  const money = (
    id: 'netLoss' | 'carriedIn' | 'payableBase' | 'amount',
  ): DataTableColumn<DividendPeriod> => ({
    id,
    header: t(`dividends.columns.${id}`),
    numeric: true,
    cell: (row) => format(row[id]),
    csv: (row) => csvMoney(row[id]),
  });
  const columns: DataTableColumn<DividendPeriod>[] = [
    {
      id: 'period',
      header: t('dividends.columns.period'),
      cell: periodOf,
      csv: (row) => csvPeriod(daysOf(row)),
    },
    money('netLoss'),
    {
      id: 'activeMembers',
      header: t('dividends.columns.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
      csv: (row) => row.activeMembers,
    },
    money('carriedIn'),
    money('payableBase'),
    {
      id: 'rate',
      header: t('dividends.columns.rate'),
      numeric: true,
      cell: (row) => formatRate(row.rateBp),
      csv: (row) => formatRate(row.rateBp),
    },
    // What the agent came for stays when the table is narrow: the dividend and its status.
    { ...money('amount'), dropOrder: 1.5 },
    {
      id: 'status',
      dropOrder: 1.6,
      header: t('dividends.columns.status'),
      cell: (row) => (
        <span className={styles.status}>
          <StatusBadge tone={TONES[row.status]}>{t(`dividends.status.${row.status}`)}</StatusBadge>
          {row.status === 'rejected' && row.reason ? (
            <span className={styles.reason}>{t('dividends.reason', { reason: row.reason })}</span>
          ) : null}
          {row.requestedAt !== null ? (
            <span className={formLayout.muted}>
              {t('dividends.requestedAt', { time: formatDateTime(row.requestedAt, language) })}
            </span>
          ) : null}
        </span>
      ),
      csv: (row) =>
        row.reason
          ? `${t(`dividends.status.${row.status}`)}: ${row.reason}`
          : t(`dividends.status.${row.status}`),
    },
  ];

  return (
    <div className={shared.page}>
      <QueryView
        query={dividends}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {({ contract, page }) => (
          <>
            <Panel headingLevel={4} title={t('dividends.periodsTitle')}>
              <p className={shared.note}>
                {contract ? t('dividends.howItWorks') : t('dividends.noContract')}
              </p>
              <FormAlert message={outcome.message} tone={outcome.tone} />
              {page.list.length === 0 ? (
                <p className={shared.note}>{t('dividends.empty')}</p>
              ) : (
                <>
                  <DataTable
                    {...tableText}
                    caption={t('dividends.caption')}
                    columns={columns}
                    rows={page.list}
                    rowKey={(row) => row.periodId}
                    csv={{ fileName: 'dividends', allRows: fetchAll }}
                    actions={{
                      header: t('dividends.columns.action'),
                      cell: (row) =>
                        row.status === 'requestable' ? (
                          <Button
                            size="sm"
                            disabled={request.isPending}
                            // The name starts with the words shown (axe label-content-name-mismatch).
                            aria-label={t('dividends.requestOf', {
                              label: requestLabel(row),
                              period: periodOf(row),
                            })}
                            onClick={() => requestDividend(row)}
                          >
                            {requestLabel(row)}
                          </Button>
                        ) : null,
                    }}
                  />
                  <ListPagination page={page} onChange={setPageNo} />
                </>
              )}
            </Panel>
          </>
        )}
      </QueryView>
      <ContractsPanel kind="dividend" />
    </div>
  );
};
