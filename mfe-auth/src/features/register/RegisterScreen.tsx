import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, ErrorState, LoadingState } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import { useRegisterSetting, useWhitelabel } from '../../api/settings';
import { AUTH_NAMESPACE } from '../../remote';
import { NewPlayerPromotions } from './NewPlayerPromotions';
import { RegisterForm } from './RegisterForm';
import styles from './RegisterScreen.module.css';

/** The /register page: title, new-player promotions, the form and the way back. */
export const RegisterScreen = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const setting = useRegisterSetting();
  const money = useMoney();
  // The bonus the platform credits to a new account, in the brand's currency; none promised
  // when the brand gives none.
  const bonus = useWhitelabel().data?.registrationBonus;
  return (
    <section className={styles.page} aria-labelledby="auth-register-title">
      <Link to="/" className={styles.back}>
        {t('register.goBack')}
      </Link>
      <Card className={styles.card}>
        <h1 id="auth-register-title" className={styles.title}>
          {t('register.title')}
        </h1>
        {bonus ? (
          <p className={styles.bonus}>
            {t('register.bonus', { amount: money.format(bonus.amount) })}
          </p>
        ) : null}
        <NewPlayerPromotions />
        {setting.data ? (
          <RegisterForm setting={setting.data} variant="page" />
        ) : setting.isError ? (
          <ErrorState
            message={t('errors.loadFailed')}
            retryLabel={t('errors.retry')}
            onRetry={() => void setting.refetch()}
          />
        ) : (
          <LoadingState label={t('register.loading')} />
        )}
      </Card>
    </section>
  );
};
