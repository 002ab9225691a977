import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firebaseLoginEndpoint, type FirebaseProvider } from 'shared-contracts';
import { Button, formLayout } from 'shared-ui';
import { useEndpointMutation } from 'shared-ui/kit';

import { useAuthSetting } from '../../api/settings';
import { type Message, messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { useCompleteLogin } from '../session/useCompleteLogin';
import { firebaseErrorKey } from './firebaseErrors';
import { firebaseIdToken } from './firebaseIdToken';

export interface SocialSignInProps {
  onFailure: (message: Message) => void;
}

/**
 * Google and Facebook sign-in, shown only when the brand configures Firebase and enables them.
 * A linked account logs in at once (never forced to change its password, SPEC section 4); an
 * unlinked one opens the link-or-register dialog.
 */
export const SocialSignIn = ({ onFailure }: SocialSignInProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const setting = useAuthSetting().data;
  const firebaseLogin = useEndpointMutation(firebaseLoginEndpoint);
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const config = setting?.firebase;
  if (!config || (!setting.googleLogin && !setting.facebookLogin)) return null;

  const signIn = async (provider: FirebaseProvider) => {
    setBusy(true);
    try {
      let idToken: string;
      try {
        idToken = await firebaseIdToken(config, setting.firebaseEmulatorUrl, provider);
      } catch (error) {
        onFailure({ key: firebaseErrorKey(error) });
        return;
      }
      const result = await firebaseLogin.mutateAsync({ idToken, provider });
      if ('linkRequired' in result) authUi.open('firebaseLink', { firebaseLink: result });
      else await completeLogin(result, { clearCpw: true });
    } catch (error) {
      onFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={formLayout.social}>
      {setting.googleLogin ? (
        <Button variant="secondary" disabled={busy} onClick={() => void signIn('google')}>
          {t('login.google')}
        </Button>
      ) : null}
      {setting.facebookLogin ? (
        <Button variant="secondary" disabled={busy} onClick={() => void signIn('facebook')}>
          {t('login.facebook')}
        </Button>
      ) : null}
    </div>
  );
};
