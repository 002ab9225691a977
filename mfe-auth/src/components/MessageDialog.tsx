import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';
import { type Message, useMessage } from 'shared-ui/kit';

import { AUTH_NAMESPACE } from '../remote';
import styles from './Form.module.css';

export interface MessageDialogProps {
  /** Null: closed. */
  message: Message | null;
  onClose: () => void;
  /** Heading; "Warning" by default (SPEC section 8 warning dialogs). */
  title?: string;
  /** Label of the confirming button; OK by default. */
  confirmLabel?: string;
}

/** A warning or notice with one OK button (invitation code, SMS failures, reset sent). */
export const MessageDialog = ({ message, onClose, title, confirmLabel }: MessageDialogProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const text = useMessage();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={title ?? t('dialog.warning')}
      closeLabel={t('dialog.close')}
      size="sm"
      footer={<Button onClick={onClose}>{confirmLabel ?? t('dialog.ok')}</Button>}
    >
      <p role="alert" className={styles.dialogText}>
        {message ? text(message) : null}
      </p>
    </Modal>
  );
};
