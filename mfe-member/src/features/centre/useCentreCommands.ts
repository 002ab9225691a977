import { useEffect } from 'react';
import { TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { DEFAULT_CENTRE_PAGE } from './centrePages';
import { useCentrePage } from './useCentrePage';

/**
 * Answers OpenMemberCentre: a member gets the page; a guest the login popup; a trial account
 * the auth area's upgrade offer (it answers OpenLogin from a trial session with it).
 */
export const useCentreCommands = (): void => {
  const { host } = useRemote();
  const { open } = useCentrePage();
  useEffect(() => {
    const subscription = host.bus.on('OpenMemberCentre').subscribe((command) => {
      const session = host.bus.session.get();
      if (session.status !== 'member' || session.member.isAgent === TRIAL_ACCOUNT_TYPE) {
        host.bus.publish({ type: 'OpenLogin' });
        return;
      }
      open(command.page ?? DEFAULT_CENTRE_PAGE);
    });
    return () => subscription.unsubscribe();
  }, [host, open]);
};
