import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, type FeedbackStatus } from 'shared-contracts';
import { Panel, SelectField } from 'shared-ui';
import { messageOf, QueryView, useMessage } from 'shared-ui/kit';

import { FEEDBACK_PAGE_SIZE, useFeedbackPushes, useMyFeedback } from '../../api/feedback';
import { cx, layout } from '../../components/layout';
import { ListPagination } from '../../components/ListPagination';
import { member } from '../../remote';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import styles from './FeedbackPage.module.css';

type StatusChoice = 'all' | FeedbackStatus;

/**
 * Feedback and complaints (?mc=feedback): a new feedback beside the member's list with its
 * status, complaint references and ops' replies, filtered by status and paged; an answer
 * arrives live (the platform's inbox push).
 */
export const FeedbackPage = () => {
  const { t } = useTranslation(member.namespace);
  const show = useMessage();
  const [status, setStatus] = useState<StatusChoice>('all');
  const [pageNo, setPageNo] = useState(1);
  useFeedbackPushes();
  const list = useMyFeedback({
    status: status === 'all' ? undefined : status,
    pageNo,
    pageSize: FEEDBACK_PAGE_SIZE,
  });

  return (
    <div className={cx(layout.page, styles.page)}>
      <FeedbackForm />
      <Panel
        headingLevel={4}
        title={t('feedback.list.title')}
        actions={
          <SelectField<StatusChoice>
            label={t('feedback.list.status')}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPageNo(1);
            }}
            options={(['all', ...FEEDBACK_STATUSES] as const).map((value) => ({
              value,
              label: value === 'all' ? t('common.allStatuses') : t(`feedback.statuses.${value}`),
            }))}
          />
        }
      >
        <QueryView
          query={list}
          loadingLabel={t('common.loading')}
          errorMessage={show(messageOf(list.error)) ?? t('common.loadError')}
          retryLabel={t('common.retry')}
          emptyTitle={t('feedback.list.empty')}
          isEmpty={(page) => page.list.length === 0}
        >
          {(page) => (
            <>
              <FeedbackList items={page.list} />
              <ListPagination
                label={t('feedback.list.pages')}
                page={page.pageNo}
                totalPages={page.totalPages}
                onChange={setPageNo}
              />
            </>
          )}
        </QueryView>
      </Panel>
    </div>
  );
};
