import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { assetUrl } from '../api/assetUrl';
import { createLobbyClient } from '../api/client';

export interface LobbyContextValue {
  host: HostContext;
  client: PlatformClient;
  /** Turns a platform image path into a URL the browser can load. */
  resolveAsset: (url: string) => string;
}

const LobbyContext = createContext<LobbyContextValue | null>(null);

export interface LobbyContextProviderProps {
  host: HostContext;
  /** A prepared client (tests); built from `host` otherwise. */
  client?: PlatformClient;
  children: ReactNode;
}

/** Gives the lobby screens the host, the platform client and the asset resolver. */
export const LobbyContextProvider = ({ host, client, children }: LobbyContextProviderProps) => {
  const value = useMemo<LobbyContextValue>(
    () => ({
      host,
      client: client ?? createLobbyClient(host),
      resolveAsset: (url) => assetUrl(url, host.config.apiBaseUrl),
    }),
    [host, client],
  );
  return <LobbyContext.Provider value={value}>{children}</LobbyContext.Provider>;
};

/** The lobby context; throws when a screen is rendered outside `LobbyProviders`. */
export const useLobbyContext = (): LobbyContextValue => {
  const value = useContext(LobbyContext);
  if (!value) {
    throw new Error('useLobbyContext must be used inside LobbyProviders (see src/app/).');
  }
  return value;
};
