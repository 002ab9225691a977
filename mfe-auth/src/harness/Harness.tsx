import { useTranslation } from 'react-i18next';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { type Language, LANGUAGES, type Theme, THEMES } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useChannelValue } from 'shared-ui';

import AuthModals from '../exposes/AuthModals';
import LoginPage from '../exposes/LoginPage';
import RegisterPage from '../exposes/RegisterPage';
import { AUTH_NAMESPACE } from '../i18n/registerAuthI18n';
import styles from './Harness.module.css';
import { harnessHost } from './harnessHost';

// Each language is named in itself (an endonym), so no translation applies.
const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  ID: 'Bahasa Indonesia',
  PT: 'Português',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** The harness: a toolbar that publishes the auth commands, the two pages, and AuthModals. */
export const Harness = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { bus } = harnessHost;
  const language = useChannelValue(bus.language);
  const theme = useChannelValue(bus.theme);
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
        <label className={styles.field}>
          {t('harness.theme')}
          <select value={theme} onChange={(event) => bus.theme.set(event.target.value as Theme)}>
            {THEMES.map((value) => (
              <option key={value} value={value}>
                {t(value === 'dark' ? 'harness.themeDark' : 'harness.themeLight')}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('harness.language')}
          <select
            value={language}
            onChange={(event) => bus.language.set(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
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
