import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { type Language, LANGUAGES, type Theme, THEMES } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import GameFramePage from '../exposes/GameFramePage';
import HomePage from '../exposes/HomePage';
import InHousePage from '../exposes/InHousePage';
import LobbyPage from '../exposes/LobbyPage';
import SeamlessPage from '../exposes/SeamlessPage';
import { LOCALES } from '../i18n/locale';
import { LOBBY_NAMESPACE } from '../i18n/registerLobbyI18n';
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
const LOBBIES = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports'] as const;

const Toolbar = () => {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { bus } = harnessHost;
  const language = useChannelValue(bus.language);
  const theme = useChannelValue(bus.theme);
  const session = useChannelValue(bus.session);
  return (
    <header className={styles.toolbar}>
      <strong className={styles.title}>{t('harness.title')}</strong>
      <nav aria-label={t('harness.nav')}>
        <NavLink to="/index">{t('home.title')}</NavLink>{' '}
        {LOBBIES.map((path) => (
          <NavLink key={path} to={path}>
            {path.slice(1)}{' '}
          </NavLink>
        ))}
        <NavLink to="/inhouse">{t('category.INHOUSE')}</NavLink>{' '}
        <NavLink to="/seamless">{t('seamless.title')}</NavLink>
      </nav>
      <span>
        {t('harness.session')}:{' '}
        {session.status === 'member' ? session.member.userName : t('harness.guest')}
      </span>
      <button type="button" onClick={() => bus.publish({ type: 'OpenLogin' })}>
        {t('harness.member')}
      </button>
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
            <option key={code} value={code} lang={LOCALES[code]}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
};

/** The harness page: a toolbar (pages, session, theme, language) over the remote's routes. */
export const Harness = () => (
  <BrowserRouter>
    <Toolbar />
    <main>
      <Routes>
        <Route path="/index" element={<HomePage host={harnessHost} />} />
        {LOBBIES.map((path) => (
          <Route key={path} path={path} element={<LobbyPage host={harnessHost} />} />
        ))}
        <Route path="/inhouse" element={<InHousePage host={harnessHost} />} />
        <Route path="/seamless" element={<SeamlessPage host={harnessHost} />} />
        <Route path="/game" element={<GameFramePage host={harnessHost} />} />
        <Route path="*" element={<Navigate to="/index" replace />} />
      </Routes>
    </main>
  </BrowserRouter>
);
