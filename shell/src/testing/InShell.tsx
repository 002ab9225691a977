import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type HostContext, statusEndpoint } from 'shared-contracts';

import { AppProviders } from '../app/AppProviders';
import { createFakeClient, type FakeHandlers, fakeStatus } from './fakes';

/** Props of {@link InShell}. */
export interface InShellProps {
  host: HostContext;
  /** Fake platform answers by path; the status call answers "normal" unless replaced. */
  api?: FakeHandlers;
  children: ReactNode;
}

/**
 * The shell's providers around a component under test, without its texts or router (tests of
 * the remote slots read i18n keys): host, a fake platform, a query cache without retries.
 */
export const InShell = ({ host, api = {}, children }: InShellProps) => {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [client] = useState(() =>
    createFakeClient({ [statusEndpoint.path]: () => fakeStatus(), ...api }),
  );
  return (
    <AppProviders host={host} client={client} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
};
