import type { AxiosInstance } from 'axios';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  createPlatformClient,
  type HostContext,
  type Language,
  type MemberInfo,
  type PlatformClient,
  type SessionState,
} from 'shared-contracts';

import { assetUrl } from '../format/assetUrl';
import { useChannelValue } from '../hooks/useChannelValue';

/** What every screen of a remote gets from {@link useRemote}. */
export interface RemoteContextValue {
  /** What the shell hands over: the bus, the site configuration, the session token. */
  host: HostContext;
  /** The remote's one platform client (STYLE rule 8). */
  client: PlatformClient;
  /** Turns a platform image path into a URL the browser can load. */
  asset: (url: string) => string;
  /** The remote's i18n namespace (its words, and the keys of its {@link Message}s). */
  namespace: string;
}

const RemoteContext = createContext<RemoteContextValue | null>(null);

/**
 * The platform client a remote builds from what the shell hands over: its base URL, the
 * session token and the active language (sent as the Language header).
 */
export const createRemoteClient = (host: HostContext, http?: AxiosInstance): PlatformClient =>
  createPlatformClient({
    baseUrl: host.config.apiBaseUrl,
    getToken: () => host.getToken(),
    getLanguage: () => host.bus.language.get(),
    http,
  });

/** Props of {@link RemoteContextProvider}. */
export interface RemoteContextProviderProps {
  host: HostContext;
  namespace: string;
  /** A prepared client (tests); built from `host` otherwise. */
  client?: PlatformClient;
  children: ReactNode;
}

/** Gives a remote's screens the host, the platform client and the asset resolver. */
export const RemoteContextProvider = ({
  host,
  namespace,
  client,
  children,
}: RemoteContextProviderProps) => {
  const value = useMemo<RemoteContextValue>(
    () => ({
      host,
      client: client ?? createRemoteClient(host),
      asset: (url) => assetUrl(url, host.config.apiBaseUrl),
      namespace,
    }),
    [host, client, namespace],
  );
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
};

/** The host, client and asset resolver; throws when rendered outside the remote's providers. */
export const useRemote = (): RemoteContextValue => {
  const value = useContext(RemoteContext);
  if (!value) {
    throw new Error(
      'useRemote must be used inside the providers of a remote (defineRemote(...).Providers).',
    );
  }
  return value;
};

/** The active platform language, from the bus; re-renders when the shell switches it. */
export const useLanguage = (): Language => useChannelValue(useRemote().host.bus.language);

/** Who is using the site (guest or member), from the bus. */
export const useSession = (): SessionState => useChannelValue(useRemote().host.bus.session);

/** The signed-in member, or null for a guest. */
export const useMember = (): MemberInfo | null => {
  const session = useSession();
  return session.status === 'member' ? session.member : null;
};
