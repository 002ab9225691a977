import { useTranslation } from 'react-i18next';
import { LoadingState, Modal } from 'shared-ui';

import { useRegisterSetting } from '../../api/settings';
import type { Message } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { RegisterForm } from '../register/RegisterForm';
import { LoginForm } from './LoginForm';

export interface LoginPopupProps {
  /** Which form shows; the title toggles between them. */
  form: 'login' | 'register';
  /** Good news the login form opens with (the password was changed). */
  notice?: Message | null;
  onForm: (form: 'login' | 'register') => void;
  onClose: () => void;
}

/** loginPopupModal: the login form, or the registration form (registerModal) in its place. */
export const LoginPopup = ({ form, notice = null, onForm, onClose }: LoginPopupProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const setting = useRegisterSetting();
  return (
    <Modal
      open
      onClose={onClose}
      title={t(form === 'login' ? 'login.title' : 'register.modalTitle')}
      closeLabel={t('dialog.close')}
      size="sm"
    >
      {form === 'login' ? (
        <LoginForm notice={notice} onRegister={() => onForm('register')} />
      ) : setting.data ? (
        <RegisterForm setting={setting.data} variant="modal" onLogin={() => onForm('login')} />
      ) : (
        <LoadingState label={t('register.loading')} />
      )}
    </Modal>
  );
};
