import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Modal } from 'shared-ui';

import { lazyComponent } from '../lib/lazyComponent';
import { useShellModals } from '../state/ShellModalsState';
import { BlockErrorBoundary } from './BlockErrorBoundary';

// Modals are their own chunks: nobody pays for them until one opens.
const AnnouncementsModal = lazyComponent(() =>
  import(
    /* webpackChunkName: "modal-announcements" */ '../features/announcements/AnnouncementsModal'
  ).then((m) => m.AnnouncementsModal),
);
const DownloadModal = lazyComponent(() =>
  import(/* webpackChunkName: "modal-download" */ '../features/download/DownloadModal').then(
    (m) => m.DownloadModal,
  ),
);
const HelpCentreModal = lazyComponent(() =>
  import(/* webpackChunkName: "modal-help" */ '../features/helpCentre/HelpCentreModal').then(
    (m) => m.HelpCentreModal,
  ),
);

/** The open shell modal, if any, loaded on demand. */
export const ShellModals = () => {
  const { t } = useTranslation();
  const { current, close } = useShellModals();
  if (!current) return null;
  return (
    <BlockErrorBoundary
      key={current.name}
      fallback={(retry) => (
        <Modal
          open
          onClose={close}
          title={t('remote.unavailableTitle')}
          closeLabel={t('common.close')}
        >
          <ErrorState
            message={t('remote.unavailableBody')}
            retryLabel={t('common.retry')}
            onRetry={retry}
          />
        </Modal>
      )}
    >
      <Suspense fallback={null}>
        {current.name === 'announcements' ? <AnnouncementsModal onClose={close} /> : null}
        {current.name === 'download' ? <DownloadModal onClose={close} /> : null}
        {current.name === 'helpCentre' ? (
          <HelpCentreModal anchor={current.anchor} onClose={close} />
        ) : null}
      </Suspense>
    </BlockErrorBoundary>
  );
};
