import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseConfig } from 'shared-contracts';
import { Button } from 'shared-ui';

import { useAuthSetting } from '../../api/authSetting';
import { useAuthCalls } from '../../app/useAuthCalls';
import styles from '../../components/Form.module.css';
import { AUTH_NAMESPACE } from '../../i18n/registerAuthI18n';
import { type Message, messageOf } from '../../lib/errors';
import { useCompleteLogin } from '../session/useCompleteLogin';
import { firebaseErrorKey } from './firebaseErrors';

type Provider = 'google' | 'facebook';

/** Signs in with a popup and answers the Firebase ID token. Firebase loads only on click. */
const firebaseIdToken = async (config: FirebaseConfig, provider: Provider): Promise<string> => {
  const [{ getApps, initializeApp }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app =
    getApps().find((existing) => existing.name === 'mfe-auth') ?? initializeApp(config, 'mfe-auth');
  const credential = await auth.signInWithPopup(
    auth.getAuth(app),
    provider === 'google' ? new auth.GoogleAuthProvider() : new auth.FacebookAuthProvider(),
  );
  return credential.user.getIdToken();
};

export interface SocialSignInProps {
  onFailure: (message: Message) => void;
}

/** Google and Facebook sign-in, shown only when the brand configures Firebase and enables them. */
export const SocialSignIn = ({ onFailure }: SocialSignInProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const setting = useAuthSetting().data;
  const calls = useAuthCalls();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const config = setting?.firebase;
  if (!config || (!setting.googleLogin && !setting.facebookLogin)) return null;

  const signIn = async (provider: Provider) => {
    setBusy(true);
    try {
      let idToken: string;
      try {
        idToken = await firebaseIdToken(config, provider);
      } catch (error) {
        onFailure({ key: firebaseErrorKey(error) });
        return;
      }
      await completeLogin(await calls.firebaseLogin(idToken, provider));
    } catch (error) {
      onFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.social}>
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
