import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { assetUrl } from '../api/assetUrl';
import { createPromoClient } from '../api/client';

export interface PromoContextValue {
  host: HostContext;
  client: PlatformClient;
  /** Turns a platform image path into a URL the browser can load. */
  resolveAsset: (url: string) => string;
}

const PromoContext = createContext<PromoContextValue | null>(null);

export interface PromoContextProviderProps {
  host: HostContext;
  /** A prepared client (tests); built from `host` otherwise. */
  client?: PlatformClient;
  children: ReactNode;
}

/** Gives the promotions screens the host, the platform client and the asset resolver. */
export const PromoContextProvider = ({ host, client, children }: PromoContextProviderProps) => {
  const value = useMemo<PromoContextValue>(
    () => ({
      host,
      client: client ?? createPromoClient(host),
      resolveAsset: (url) => assetUrl(url, host.config.apiBaseUrl),
    }),
    [host, client],
  );
  return <PromoContext.Provider value={value}>{children}</PromoContext.Provider>;
};

/** The promotions context; throws when a screen is rendered outside `PromoProviders`. */
export const usePromoContext = (): PromoContextValue => {
  const value = useContext(PromoContext);
  if (!value) {
    throw new Error('usePromoContext must be used inside PromoProviders (see src/app/).');
  }
  return value;
};
