import { useEffect, useState } from 'react';
import { useRemote } from 'shared-ui/kit';

import { MessageDialog } from '../../components/MessageDialog';
import { authUi, useAuthUi, useModalOwner } from '../../state/authUi';
import { continuation } from '../../state/continuation';
import { FirebaseLinkDialog } from '../firebaseLink/FirebaseLinkDialog';
import { LoginPopup } from '../login/LoginPopup';
import { LogoutConfirm } from '../logout/LogoutConfirm';
import { ChangePasswordModal } from '../password/ChangePasswordModal';
import { ForgotPasswordModal } from '../password/ForgotPasswordModal';
import { RegisterSuccessModal } from '../register/RegisterSuccessModal';
import { TrialWarning } from '../trial/TrialWarning';

/**
 * Renders the open modal of this remote. Every exposed module mounts one; only the first one
 * still mounted renders, so a modal opened from a page shows even before the shell has loaded
 * AuthModals, and never twice.
 */
export const AuthModalHost = () => {
  const { host } = useRemote();
  const [id] = useState(() => Symbol('auth-modal-host'));
  useEffect(() => authUi.claim(id), [id]);
  const owner = useModalOwner();
  const { modal, knownPassword, notice, firebaseLink } = useAuthUi();
  if (owner !== id || modal === null) return null;

  const close = () => authUi.close();
  switch (modal) {
    case 'login':
    case 'register':
      return (
        <LoginPopup
          form={modal}
          notice={modal === 'login' ? notice : null}
          onForm={(form) => authUi.open(form)}
          onClose={() => {
            // Dismissed: a later sign-in from elsewhere goes home, not to this request.
            continuation.clear();
            close();
          }}
        />
      );
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={close} />;
    case 'changePassword':
      return (
        <ChangePasswordModal
          knownPassword={knownPassword}
          onClose={() => {
            // A forced change left undone leaves the visitor logged out.
            if (host.bus.session.get().status === 'guest') host.setToken(null);
            close();
          }}
        />
      );
    case 'registerSuccess':
    case 'welcome':
      return (
        <RegisterSuccessModal
          open
          variant={modal === 'welcome' ? 'welcome' : 'registered'}
          onClose={close}
        />
      );
    case 'logout':
      return <LogoutConfirm onClose={close} />;
    case 'notice':
      return <MessageDialog message={notice} onClose={close} />;
    case 'firebaseLink':
      return firebaseLink ? <FirebaseLinkDialog signIn={firebaseLink} onClose={close} /> : null;
    case 'trialUpgrade':
    case 'trialRegisterFirst':
      return (
        <TrialWarning
          kind={modal === 'trialUpgrade' ? 'upgrade' : 'registerFirst'}
          onClose={close}
        />
      );
  }
};
