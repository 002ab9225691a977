import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, PAGINATION_MARGIN, PAGINATION_RANGE } from 'shared-contracts';
import { Modal, Pagination } from 'shared-ui';
import { SafeHtml } from 'shared-ui/safe-html';

import { useNoticePage } from '../../api/notices';
import { QueryView } from '../../layout/QueryView';
import { useLanguage } from '../../state/useLanguage';
import styles from './AnnouncementsModal.module.css';
import { formatNoticeDate } from './formatNoticeDate';

/** Props of {@link AnnouncementsModal}. */
export interface AnnouncementsModalProps {
  onClose: () => void;
}

const NoticeDate = ({ notice }: { notice: Notice }) => (
  <time className={styles.date} dateTime={new Date(notice.createTime).toISOString()}>
    {formatNoticeDate(notice.createTime)}
  </time>
);

/**
 * Announcements: titles on the left (NOTICE_PAGE_SIZE per page, with a pager), the selected
 * announcement's title, date and sanitised content on the right.
 */
export const AnnouncementsModal = ({ onClose }: AnnouncementsModalProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const notices = useNoticePage(page, language);
  const detailTitleId = useId();

  return (
    <Modal
      open
      onClose={onClose}
      title={t('announcements.title')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <QueryView
        query={notices}
        loadingLabel={t('announcements.loading')}
        errorMessage={t('announcements.error')}
        emptyMessage={t('announcements.empty')}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => {
          const selected = data.list.find((notice) => notice.id === selectedId) ?? data.list[0];
          return (
            <div className={styles.layout}>
              <div className={styles.side}>
                <ul className={styles.titles} aria-label={t('announcements.listLabel')}>
                  {data.list.map((notice) => (
                    <li key={notice.id}>
                      <button
                        type="button"
                        className={styles.title}
                        aria-current={notice.id === selected?.id ? 'true' : undefined}
                        onClick={() => setSelectedId(notice.id)}
                      >
                        <span className={styles.titleText}>{notice.title}</span>
                        <NoticeDate notice={notice} />
                      </button>
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={page}
                  totalPages={data.totalPages}
                  range={PAGINATION_RANGE}
                  margin={PAGINATION_MARGIN}
                  onChange={(next) => {
                    setPage(next);
                    setSelectedId(null);
                  }}
                  labels={{
                    nav: t('announcements.pages'),
                    previous: t('announcements.previous'),
                    next: t('announcements.next'),
                    page: (number) => t('announcements.page', { page: number }),
                  }}
                />
              </div>
              {selected ? (
                <article className={styles.detail} aria-labelledby={detailTitleId}>
                  <h3 id={detailTitleId} className={styles.detailTitle}>
                    {selected.title}
                  </h3>
                  <NoticeDate notice={selected} />
                  <SafeHtml className={styles.content} html={selected.content} />
                </article>
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </Modal>
  );
};
