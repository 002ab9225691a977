import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui';

import { HelpCentreView } from './HelpCentreView';

/** Props of {@link HelpCentreModal}. */
export interface HelpCentreModalProps {
  anchor?: string;
  onClose: () => void;
}

/** The helpCenter modal: the same content as /help, scrolled to the anchor. */
export const HelpCentreModal = ({ anchor, onClose }: HelpCentreModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('help.title')} closeLabel={t('common.close')} size="lg">
      <HelpCentreView idPrefix="help-modal-" topicMode="button" anchor={anchor} />
    </Modal>
  );
};
