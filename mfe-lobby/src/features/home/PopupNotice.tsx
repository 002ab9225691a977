import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, Modal, useHydrated } from 'shared-ui';

import { usePopupNotices } from '../../api/popupNotices';
import styles from './PopupNotice.module.css';
import { popupsHiddenToday, readClosedPopups, rememberClosedPopups } from './popupNoticeStorage';

// The sanitiser (DOMPurify) downloads only when there is an announcement to show.
const SafeHtml = lazy(() =>
  import('shared-ui/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/**
 * The popup announcements (type PU) of a visit: one dialog paging through those not closed in
 * this browser session ("2 of 3"), with a "don't show again today" choice. Closing it closes
 * them all for the session. It waits while another dialog is open.
 *
 * Only the browser shows it, after the page has hydrated: what was closed lives in the browser's
 * storage, which the server cannot read, so a server-rendered copy would not match the browser's.
 */
export const PopupNotice = () => (useHydrated() ? <PopupNoticeDialog /> : null);

const PopupNoticeDialog = () => {
  const { t } = useTranslation('lobby');
  const { data } = usePopupNotices();
  const [closed, setClosed] = useState(() => (popupsHiddenToday() ? null : readClosedPopups()));
  const [page, setPage] = useState(0);
  const [hideToday, setHideToday] = useState(false);
  const notices = closed === null ? [] : (data ?? []).filter((item) => !closed.includes(item.id));
  const notice = notices[Math.min(page, notices.length - 1)];
  if (!notice) return null;
  const current = notices.indexOf(notice);
  const close = () => {
    rememberClosedPopups(
      notices.map((item) => item.id),
      hideToday,
    );
    setClosed(null);
  };
  // The dialog opens once its sanitised content can render: no spinner inside an announcement.
  return (
    <Suspense fallback={null}>
      <Modal
        open
        // Never over a dialog the visitor opened (the login, a centre of `?ac=`): it waits for
        // that one to close, and steps aside when one opens over it (one modal at a time).
        waitsForOthers
        onClose={close}
        title={notice.title}
        closeLabel={t('close')}
        footer={
          <div className={`${formLayout.between} ${styles.footer}`}>
            <label className={`${formLayout.muted} ${styles.hide}`}>
              <input
                type="checkbox"
                checked={hideToday}
                onChange={(event) => setHideToday(event.target.checked)}
              />
              {t('popup.hideToday')}
            </label>
            {notices.length > 1 ? (
              <div className={styles.paging}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('popup.previous')}
                  disabled={current === 0}
                  onClick={() => setPage(current - 1)}
                >
                  ‹
                </Button>
                <span aria-live="polite">
                  {t('popup.page', { page: current + 1, count: notices.length })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('popup.next')}
                  disabled={current === notices.length - 1}
                  onClick={() => setPage(current + 1)}
                >
                  ›
                </Button>
              </div>
            ) : null}
            <Button onClick={close}>{t('popup.ok')}</Button>
          </div>
        }
      >
        <SafeHtml key={notice.id} html={notice.content} />
      </Modal>
    </Suspense>
  );
};
