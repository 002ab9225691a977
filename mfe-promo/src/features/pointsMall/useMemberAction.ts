import { TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { useMember, useRemote } from 'shared-ui/kit';

/**
 * Runs a member action, or asks a guest to log in. A trial account gets the shell's trial
 * warning instead (the auth area answers OpenLogin from a trial account with the upgrade offer).
 */
export const useMemberAction = () => {
  const { host } = useRemote();
  const member = useMember();
  const allowed = member !== null && member.isAgent !== TRIAL_ACCOUNT_TYPE;
  const run = (action: () => void) => {
    if (allowed) action();
    else host.bus.publish({ type: 'OpenLogin' });
  };
  return { allowed, signedIn: member !== null, run };
};
