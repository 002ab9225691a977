import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui';

import { DownloadGuide } from './DownloadGuide';

/** Props of {@link DownloadModal}. */
export interface DownloadModalProps {
  onClose: () => void;
}

/** The download modal (opened by `OpenDownload`). */
export const DownloadModal = ({ onClose }: DownloadModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('download.title')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <DownloadGuide />
    </Modal>
  );
};
