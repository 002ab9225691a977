import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { registerAuthI18n } from '../i18n/registerAuthI18n';
import { AuthContextProvider } from './AuthContext';
import { authQueryClient } from './queryClient';

export interface AuthProvidersProps {
  host: HostContext;
  children: ReactNode;
  /** A fresh cache per test; the remote's shared cache otherwise. */
  queryClient?: QueryClient;
  /** A fake platform client (tests); built from `host` otherwise. */
  client?: PlatformClient;
}

/** What every exposed module of this remote needs: its words, its query cache, its context. */
export const AuthProviders = ({
  host,
  children,
  queryClient = authQueryClient,
  client,
}: AuthProvidersProps) => {
  // Idempotent, and must precede the first useTranslation('auth') below.
  registerAuthI18n(i18next);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContextProvider host={host} client={client}>
        {children}
      </AuthContextProvider>
    </QueryClientProvider>
  );
};
