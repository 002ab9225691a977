import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_AGENT_PAGE } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { CENTRE_PARAM, useCentrePage } from './useCentrePage';

/**
 * Answers OpenAgentCentre: a signed-in member gets the centre (a non-agent sees that it is for
 * agents only); a guest gets the login popup, and the centre once logged in.
 */
export const useCentreCommands = (): void => {
  const { host } = useRemote();
  const { open } = useCentrePage();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const subscription = host.bus.on('OpenAgentCentre').subscribe(() => {
      if (host.bus.session.get().status !== 'member') {
        const params = new URLSearchParams(search);
        params.set(CENTRE_PARAM, DEFAULT_AGENT_PAGE);
        const resume = `${pathname}?${params.toString()}`;
        host.bus.publish({ type: 'OpenLogin', resume });
        return;
      }
      open(DEFAULT_AGENT_PAGE);
    });
    return () => subscription.unsubscribe();
  }, [host, open, pathname, search]);
};
