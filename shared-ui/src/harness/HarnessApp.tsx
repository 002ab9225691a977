import './harness.css';

import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import type { HostContext, RemoteProps } from 'shared-contracts';

import { useChannelValue } from '../hooks/useChannelValue';
import styles from './HarnessApp.module.css';
import { HarnessSettings } from './HarnessSettings';

/** One page of a harness: a path, its link text and the exposed module it shows. */
export interface HarnessPage {
  path: string;
  label: string;
  Module: ComponentType<RemoteProps>;
}

/** A toolbar button that plays the shell's part (open the login modal, say). */
export interface HarnessAction {
  label: string;
  run: (host: HostContext) => void;
}

/** Props of {@link HarnessApp}. */
export interface HarnessAppProps {
  /** The remote's package name, shown as the title. */
  title: string;
  host: HostContext;
  pages: readonly HarnessPage[];
  actions?: readonly HarnessAction[];
}

// A developer tool, never shown to players: its own few words stay English.
const LABELS = { theme: 'Theme', dark: 'Dark', light: 'Light', language: 'Language' };

/** The harness page: a toolbar (pages, session, actions, theme, language) over the pages. */
export const HarnessApp = ({ title, host, pages, actions = [] }: HarnessAppProps) => {
  const session = useChannelValue(host.bus.session);
  return (
    <BrowserRouter>
      <header className={styles.toolbar}>
        <strong className={styles.title}>{title}</strong>
        <nav aria-label="Pages" className={styles.nav}>
          {pages.map((page) => (
            <NavLink key={page.path} to={page.path}>
              {page.label}
            </NavLink>
          ))}
        </nav>
        <span>{session.status === 'member' ? session.member.userName : 'guest'}</span>
        {actions.map((action) => (
          <button key={action.label} type="button" onClick={() => action.run(host)}>
            {action.label}
          </button>
        ))}
        <HarnessSettings bus={host.bus} labels={LABELS} />
      </header>
      <main>
        <Routes>
          {pages.map(({ path, Module }) => (
            <Route key={path} path={path.split('?')[0]} element={<Module host={host} />} />
          ))}
          {pages[0] ? <Route path="*" element={<Navigate to={pages[0].path} replace />} /> : null}
        </Routes>
      </main>
    </BrowserRouter>
  );
};

/** Renders a harness into the page's `#root` (a remote's `src/harness/index.tsx`). */
export const startHarness = (props: HarnessAppProps): void => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page needs a <div id="root">.');
  createRoot(container).render(<HarnessApp {...props} />);
};
