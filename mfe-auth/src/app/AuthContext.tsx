import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { createAuthClient } from '../api/client';

export interface AuthContextValue {
  host: HostContext;
  client: PlatformClient;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthContextProviderProps {
  host: HostContext;
  /** A prepared client (tests); built from `host` otherwise. */
  client?: PlatformClient;
  children: ReactNode;
}

/** Gives the auth screens the host and the platform client. */
export const AuthContextProvider = ({ host, client, children }: AuthContextProviderProps) => {
  const value = useMemo<AuthContextValue>(
    () => ({ host, client: client ?? createAuthClient(host) }),
    [host, client],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

/** The auth context; throws when a screen is rendered outside `AuthProviders`. */
export const useAuthContext = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuthContext must be used inside AuthProviders (see src/app/).');
  return value;
};
