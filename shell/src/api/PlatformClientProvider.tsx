import { createContext, type ReactNode, useContext } from 'react';
import type { PlatformClient } from 'shared-contracts';

const PlatformClientContext = createContext<PlatformClient | null>(null);

/** Props of {@link PlatformClientProvider}. */
export interface PlatformClientProviderProps {
  client: PlatformClient;
  children: ReactNode;
}

/** Gives the query hooks their platform client (a fake one in tests). */
export const PlatformClientProvider = ({ client, children }: PlatformClientProviderProps) => (
  <PlatformClientContext.Provider value={client}>{children}</PlatformClientContext.Provider>
);

/** The platform client; throws when used outside {@link PlatformClientProvider}. */
export const usePlatformClient = (): PlatformClient => {
  const client = useContext(PlatformClientContext);
  if (!client) throw new Error('usePlatformClient must be used inside <PlatformClientProvider>');
  return client;
};
