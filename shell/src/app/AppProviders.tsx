import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { HostContext, PlatformClient } from 'shared-contracts';

import { PlatformClientProvider } from '../api/PlatformClientProvider';
import { ChatProvider } from '../chat/ChatState';
import { HostProvider } from '../host/hostContext';
import { ChromeProvider } from '../state/ChromeState';
import { ShellModalsProvider } from '../state/ShellModalsState';
import { SideMenuProvider } from '../state/SideMenuState';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  host: HostContext;
  client: PlatformClient;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Every context the shell's components need, in one place for the app and its tests. */
export const AppProviders = ({ host, client, queryClient, children }: AppProvidersProps) => (
  <HostProvider host={host}>
    <PlatformClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <ChromeProvider>
          <SideMenuProvider>
            <ShellModalsProvider>
              <ChatProvider>{children}</ChatProvider>
            </ShellModalsProvider>
          </SideMenuProvider>
        </ChromeProvider>
      </QueryClientProvider>
    </PlatformClientProvider>
  </HostProvider>
);
