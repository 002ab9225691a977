import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { GameLauncherProvider } from '../features/games/GameLauncher';
import { registerLobbyI18n } from '../i18n/registerLobbyI18n';
import { LobbyContextProvider } from './LobbyContext';
import { lobbyQueryClient } from './queryClient';

export interface LobbyProvidersProps {
  host: HostContext;
  children: ReactNode;
  /** A fresh cache per test; the remote's shared cache otherwise. */
  queryClient?: QueryClient;
  /** A fake platform client (tests); built from `host` otherwise. */
  client?: PlatformClient;
}

/**
 * Everything an exposed page of this remote needs around it: its words in the shared i18next
 * instance, its own query cache, the lobby context and the game launcher. The router is the
 * shell's (react-router-dom is a shared singleton).
 */
export const LobbyProviders = ({
  host,
  children,
  queryClient = lobbyQueryClient,
  client,
}: LobbyProvidersProps) => {
  // Registration is idempotent and must precede the first useTranslation('lobby') below;
  // the shell has initialised the shared instance before it renders any remote.
  registerLobbyI18n(i18next);
  return (
    <QueryClientProvider client={queryClient}>
      <LobbyContextProvider host={host} client={client}>
        <GameLauncherProvider>{children}</GameLauncherProvider>
      </LobbyContextProvider>
    </QueryClientProvider>
  );
};
