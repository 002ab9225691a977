import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { Card, useChannelValue } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import type { Message } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { ResetPasswordStep } from '../password/ResetPasswordStep';
import styles from '../register/RegisterScreen.module.css';
import { LoginForm } from './LoginForm';

/**
 * The /login page: the login form on its own; `?agent=1` makes it an agent login. A player who
 * is already logged in (not on a trial account) has nothing to do here and goes home.
 * `?resetToken=` (the link of a password reset mail) first asks for the new password.
 */
export const LoginScreen = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useChannelValue(useRemote().host.bus.session);
  const agent = search.get('agent') === '1';
  const resetToken = search.get('resetToken');
  const [notice, setNotice] = useState<Message | null>(null);
  if (resetToken)
    return (
      <section className={styles.page} aria-labelledby="auth-reset-title">
        <Card className={styles.card}>
          <h1 id="auth-reset-title" className={styles.title}>
            {t('reset.title')}
          </h1>
          <ResetPasswordStep
            token={resetToken}
            onDone={() => {
              setNotice({ key: 'reset.success' });
              // The link is spent: the address no longer carries it.
              void navigate('/login', { replace: true });
            }}
          />
        </Card>
      </section>
    );
  // A trial account may still log in with a real one here.
  const realMember = session.status === 'member' && session.member.isAgent !== TRIAL_ACCOUNT_TYPE;
  if (realMember && !agent) return <Navigate to="/" replace />;
  return (
    <section className={styles.page} aria-labelledby="auth-login-title">
      <Card className={styles.card}>
        <h1 id="auth-login-title" className={styles.title}>
          {t(agent ? 'login.agentTitle' : 'login.title')}
        </h1>
        <LoginForm
          agentLogin={agent}
          notice={notice}
          onRegister={() => void navigate('/register')}
        />
      </Card>
    </section>
  );
};
