import { useEffect } from 'react';
import { DEFAULT_AGENT_PAGE } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { useCentrePage } from './useCentrePage';

/**
 * Answers OpenAgentCentre: a signed-in member gets the centre (a non-agent sees that it is for
 * agents only); a guest gets the login popup.
 */
export const useCentreCommands = (): void => {
  const { host } = useRemote();
  const { open } = useCentrePage();
  useEffect(() => {
    const subscription = host.bus.on('OpenAgentCentre').subscribe(() => {
      if (host.bus.session.get().status !== 'member') {
        host.bus.publish({ type: 'OpenLogin' });
        return;
      }
      open(DEFAULT_AGENT_PAGE);
    });
    return () => subscription.unsubscribe();
  }, [host, open]);
};
