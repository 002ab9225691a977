import { useTranslation } from 'react-i18next';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { Button } from 'shared-ui';
import { useChannelValue } from 'shared-ui';
import { HarnessSettings } from 'shared-ui/harness';

import AuthModals from '../exposes/AuthModals';
import LoginPage from '../exposes/LoginPage';
import RegisterPage from '../exposes/RegisterPage';
import { AUTH_NAMESPACE } from '../i18n/registerAuthI18n';
import styles from './Harness.module.css';
import { harnessHost } from './harnessHost';

/** The harness: a toolbar that publishes the auth commands, the two pages, and AuthModals. */
export const Harness = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { bus } = harnessHost;
  const session = useChannelValue(bus.session);
  return (
    <BrowserRouter>
      <header className={styles.toolbar}>
        <strong>{t('harness.title')}</strong>
        <NavLink to="/register">{t('harness.registerPage')}</NavLink>
        <NavLink to="/login">{t('harness.loginPage')}</NavLink>
        <Button size="sm" onClick={() => bus.publish({ type: 'OpenLogin' })}>
          {t('harness.openLogin')}
        </Button>
        <Button size="sm" onClick={() => bus.publish({ type: 'OpenRegister' })}>
          {t('harness.openRegister')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => bus.publish({ type: 'StartFreePlay' })}
        >
          {t('harness.freePlay')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => bus.publish({ type: 'RequestLogout' })}>
          {t('harness.logout')}
        </Button>
        <output>{session.status === 'member' ? session.member.nickname : ''}</output>
        <HarnessSettings
          bus={bus}
          labels={{
            theme: t('harness.theme'),
            dark: t('harness.themeDark'),
            light: t('harness.themeLight'),
            language: t('harness.language'),
          }}
        />
      </header>
      <main>
        <Routes>
          <Route path="/register" element={<RegisterPage host={harnessHost} />} />
          <Route path="/login" element={<LoginPage host={harnessHost} />} />
          <Route path="*" element={null} />
        </Routes>
      </main>
      <AuthModals host={harnessHost} />
    </BrowserRouter>
  );
};
