import { createContext, type ReactNode, useContext } from 'react';
import type { HostContext } from 'shared-contracts';

const HostReactContext = createContext<HostContext | null>(null);

/** Provides the host context (bus, config, token access) to the shell's components. */
export function HostProvider({ host, children }: { host: HostContext; children: ReactNode }) {
  return <HostReactContext.Provider value={host}>{children}</HostReactContext.Provider>;
}

/** The host context; throws when used outside {@link HostProvider}. */
export function useHost(): HostContext {
  const host = useContext(HostReactContext);
  if (!host) throw new Error('useHost must be used inside <HostProvider>');
  return host;
}
