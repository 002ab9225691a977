import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';

import { usePopupNotices } from '../../api/popupNotices';
import { readSeenPopups, rememberSeenPopups } from './popupNoticeStorage';

// The sanitiser (DOMPurify) downloads only when there is an announcement to show.
const SafeHtml = lazy(() =>
  import('shared-ui/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/**
 * The popup announcements (type PU) on the first visit: those this browser has not shown yet,
 * one after the other. Closing one remembers it in localStorage.
 */
export const PopupNotice = () => {
  const { t } = useTranslation('lobby');
  const { data } = usePopupNotices();
  const [seen, setSeen] = useState(readSeenPopups);
  const notice = data?.find((item) => !seen.includes(item.id));
  // Decided once, when the notice arrives: a dialog the visitor already opened (login, say)
  // is never covered by an announcement; the notice then waits for the next visit.
  const [dialogAlreadyOpen, setDialogAlreadyOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (notice && dialogAlreadyOpen === null) {
      setDialogAlreadyOpen(document.querySelector('[role="dialog"][aria-modal="true"]') !== null);
    }
  }, [notice, dialogAlreadyOpen]);
  if (!notice || dialogAlreadyOpen !== false) return null;
  const close = () => {
    rememberSeenPopups([notice.id]);
    setSeen((previous) => [...previous, notice.id]);
  };
  // The dialog opens once its sanitised content can render: no spinner inside an announcement.
  return (
    <Suspense fallback={null}>
      <Modal
        open
        onClose={close}
        title={notice.title}
        closeLabel={t('close')}
        footer={<Button onClick={close}>{t('popup.ok')}</Button>}
      >
        <SafeHtml html={notice.content} />
      </Modal>
    </Suspense>
  );
};
