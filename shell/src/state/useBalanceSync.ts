import { useCallback, useEffect } from 'react';
import { balanceEndpoint } from 'shared-contracts';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useHost } from '../host/hostContext';
import { useSession } from './session';
import { useBusCommand } from './useBusCommand';

/**
 * Answers `RefreshBalance` and loads the balance when a member logs in; clears it on logout.
 * The balance travels on `bus.balance` so every area shows the same figure.
 */
export const useBalanceSync = (): void => {
  const host = useHost();
  const client = usePlatformClient();
  const session = useSession();

  const refresh = useCallback(() => {
    if (!host.getToken()) return;
    client
      .call(balanceEndpoint, {})
      .then((balance) => host.bus.balance.set(balance))
      // The header keeps the last known figure; the next refresh or push corrects it.
      .catch((error: unknown) => console.error('The balance could not be refreshed', error));
  }, [client, host]);

  useBusCommand('RefreshBalance', refresh);

  useEffect(() => {
    if (session.status === 'member') refresh();
    else host.bus.balance.set(null);
  }, [session.status, refresh, host]);
};
