import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AUTH_NAMESPACE } from '../../remote';
import { useLogout } from '../session/useLogout';

export interface LogoutConfirmProps {
  onClose: () => void;
}

/** Sign out asks for confirmation first (SPEC section 2, header). */
export const LogoutConfirm = ({ onClose }: LogoutConfirmProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open
      title={t('logout.title')}
      confirmLabel={t('logout.confirm')}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        setBusy(true);
        void logout();
      }}
    >
      {t('logout.question')}
    </ConfirmDialog>
  );
};
