import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useChannelValue } from 'shared-ui';
import { HarnessSettings } from 'shared-ui/harness';

import GameFramePage from '../exposes/GameFramePage';
import HomePage from '../exposes/HomePage';
import InHousePage from '../exposes/InHousePage';
import LobbyPage from '../exposes/LobbyPage';
import SeamlessPage from '../exposes/SeamlessPage';
import { LOBBY_NAMESPACE } from '../i18n/registerLobbyI18n';
import styles from './Harness.module.css';
import { harnessHost } from './harnessHost';

const LOBBIES = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports'] as const;

const Toolbar = () => {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { bus } = harnessHost;
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
