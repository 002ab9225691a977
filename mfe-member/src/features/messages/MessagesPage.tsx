import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MESSAGE_CATEGORIES, type MessageCategory } from 'shared-contracts';
import { Alert, Button, Tabs } from 'shared-ui';
import { messageOf, QueryView, useMessage } from 'shared-ui/kit';

import { MESSAGES_PAGE_SIZE, useInbox, useMarkRead, useMessagePushes } from '../../api/messages';
import { cx, layout } from '../../components/layout';
import { ListPagination } from '../../components/ListPagination';
import { member } from '../../remote';
import { type MessageFilters, readMessageFilters, writeMessageFilters } from './messageFilters';
import { MessageList } from './MessageList';
import { MessageReader } from './MessageReader';
import styles from './MessagesPage.module.css';

type CategoryTab = 'all' | MessageCategory;

/** The inbox's state in the address: read on every render, written as a new history entry. */
const useMessageFilters = (): [MessageFilters, (next: MessageFilters) => void] => {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readMessageFilters(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (next: MessageFilters) => setParams((previous) => writeMessageFilters(previous, next)),
    [setParams],
  );
  return [filters, update];
};

/**
 * Platform messages (messageV2): the inbox of system, promotion and account notices by
 * category, unread ones marked, mark all read, pages, and the open message beside the list (on a
 * phone, instead of it, with a way back). New messages arrive live: the platform pushes the
 * unread count and the list refreshes.
 */
export const MessagesPage = () => {
  const { t } = useTranslation(member.namespace);
  const show = useMessage();
  const [filters, setFilters] = useMessageFilters();
  useMessagePushes();
  const inbox = useInbox({
    category: filters.category,
    status: filters.unreadOnly ? 'unread' : undefined,
    pageNo: filters.pageNo,
    pageSize: MESSAGES_PAGE_SIZE,
  });
  const markAll = useMarkRead();
  const unread = inbox.data?.unReadCount ?? 0;

  const change = (patch: Partial<MessageFilters>) =>
    setFilters({ ...filters, ...patch, pageNo: 1 });
  const tabs = (['all', ...MESSAGE_CATEGORIES] as const).map((id) => ({
    id,
    label: t(`messages.categories.${id}`),
  }));

  return (
    <div className={cx(layout.page, styles.page, filters.open && styles.reading)}>
      <div className={styles.toolbar}>
        <Tabs<CategoryTab>
          label={t('messages.categoriesLabel')}
          items={tabs}
          value={filters.category ?? 'all'}
          onChange={(id) => change({ category: id === 'all' ? undefined : id, open: undefined })}
        />
        <div className={styles.tools}>
          <label className={cx(layout.radio, styles.toggle)}>
            <input
              type="checkbox"
              checked={filters.unreadOnly}
              onChange={(event) => change({ unreadOnly: event.target.checked })}
            />
            {t('messages.unreadOnly')}
          </label>
          <output className={layout.muted} aria-live="polite">
            {inbox.data ? t('messages.unreadCount', { count: unread }) : null}
          </output>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate({ all: true })}
          >
            {markAll.isPending ? t('messages.markingAll') : t('messages.markAllRead')}
          </Button>
        </div>
      </div>
      {markAll.isError ? (
        <Alert>{show(messageOf(markAll.error)) ?? t('common.unknownError')}</Alert>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.inbox}>
          <QueryView
            query={inbox}
            loadingLabel={t('common.loading')}
            errorMessage={show(messageOf(inbox.error)) ?? t('common.loadError')}
            retryLabel={t('common.retry')}
            emptyTitle={filters.unreadOnly ? t('messages.emptyUnread') : t('messages.empty')}
            isEmpty={(answer) => answer.page.list.length === 0}
          >
            {({ page }) => (
              <>
                <MessageList
                  messages={page.list}
                  open={filters.open}
                  onOpen={(open) => setFilters({ ...filters, open })}
                />
                <ListPagination
                  label={t('messages.pages')}
                  page={page.pageNo}
                  totalPages={page.totalPages}
                  onChange={(pageNo) => setFilters({ ...filters, pageNo })}
                />
              </>
            )}
          </QueryView>
        </div>
        {filters.open ? (
          <MessageReader
            key={filters.open}
            id={filters.open}
            onBack={() => setFilters({ ...filters, open: undefined })}
            onDeleted={() => setFilters({ ...filters, open: undefined })}
          />
        ) : (
          <p className={styles.hint}>{t('messages.pick')}</p>
        )}
      </div>
    </div>
  );
};
