import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { HostContext } from 'shared-contracts';

import { createShellClient } from '../api/client';
import { createShellQueryClient } from '../api/queryClient';
import { ensureShellI18n } from '../i18n/i18n';
import { applyStoredTheme } from '../state/theme';
import { AppProviders } from './AppProviders';
import { SiteRoot } from './SiteRoot';

/** Opt into the v7 behaviours now (and silence the migration warnings). */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Props of {@link App}. */
export interface AppProps {
  /** The bus, site configuration and token access built by the bootstrap. */
  host: HostContext;
}

/** The shell: providers, language and theme, site status, routes and layout. */
export const App = ({ host }: AppProps) => {
  // Both idempotent: the bootstrap may already have done them before the first render.
  useState(() => {
    applyStoredTheme();
    ensureShellI18n();
  });
  const [client] = useState(() => createShellClient(host));
  const [queryClient] = useState(createShellQueryClient);
  return (
    <AppProviders host={host} client={client} queryClient={queryClient}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <SiteRoot />
      </BrowserRouter>
    </AppProviders>
  );
};
