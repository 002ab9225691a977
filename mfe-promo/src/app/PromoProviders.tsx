import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { registerPromoI18n } from '../i18n/registerPromoI18n';
import { PromoContextProvider } from './PromoContext';
import { promoQueryClient } from './queryClient';

export interface PromoProvidersProps {
  host: HostContext;
  children: ReactNode;
  /** A fresh cache per test; the remote's shared cache otherwise. */
  queryClient?: QueryClient;
  /** A fake platform client (tests); built from `host` otherwise. */
  client?: PlatformClient;
}

/**
 * Everything an exposed page of this remote needs around it: its words in the shared i18next
 * instance, its own query cache and the promotions context.
 */
export const PromoProviders = ({
  host,
  children,
  queryClient = promoQueryClient,
  client,
}: PromoProvidersProps) => {
  // Registration is idempotent and must precede the first useTranslation('promo') below;
  // the shell has initialised the shared instance before it renders any remote.
  registerPromoI18n(i18next);
  return (
    <QueryClientProvider client={queryClient}>
      <PromoContextProvider host={host} client={client}>
        {children}
      </PromoContextProvider>
    </QueryClientProvider>
  );
};
