import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';

import { AUTH_NAMESPACE } from '../remote';
import styles from './Form.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A question with confirm and cancel (logout, the generated mobile account, trial upgrade). */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('dialog.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div role="status" className={styles.dialogText}>
        {children}
      </div>
    </Modal>
  );
};
