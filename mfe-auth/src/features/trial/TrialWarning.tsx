import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MessageDialog } from '../../components/MessageDialog';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { useLogout } from '../session/useLogout';

export interface TrialWarningProps {
  /** `upgrade`: in_need_true_account with an upgrade button; `registerFirst`: OK only. */
  kind: 'upgrade' | 'registerFirst';
  onClose: () => void;
}

/**
 * The trial-account warnings (SPEC section 6). Upgrading ends the trial session and opens
 * registration, so the new account is a real one.
 */
export const TrialWarning = ({ kind, onClose }: TrialWarningProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const logout = useLogout();
  if (kind === 'registerFirst') {
    return (
      <MessageDialog
        title={t('trial.title')}
        message={{ key: 'trial.registerFirst' }}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('trial.title')}
      confirmLabel={t('trial.upgrade')}
      onCancel={onClose}
      onConfirm={() => {
        void logout().then(() => authUi.open('register'));
      }}
    >
      {t('in_need_true_account')}
    </ConfirmDialog>
  );
};
