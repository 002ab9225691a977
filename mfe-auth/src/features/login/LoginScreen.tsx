import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { AUTH_NAMESPACE } from '../../i18n/registerAuthI18n';
import styles from '../register/RegisterScreen.module.css';
import { LoginForm } from './LoginForm';

/** The /login page: the login form on its own; `?agent=1` makes it an agent login. */
export const LoginScreen = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const agent = search.get('agent') === '1';
  return (
    <section className={styles.page} aria-labelledby="auth-login-title">
      <div className={styles.card}>
        <h1 id="auth-login-title" className={styles.title}>
          {t(agent ? 'login.agentTitle' : 'login.title')}
        </h1>
        <LoginForm agentLogin={agent} onRegister={() => void navigate('/register')} />
      </div>
    </section>
  );
};
