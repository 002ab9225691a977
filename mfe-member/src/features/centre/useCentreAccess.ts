import { TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { useMember, useRemote } from 'shared-ui/kit';

/**
 * Who may use the member centre (SPEC section 6): `member` (token and not a trial account),
 * `waiting` (a token whose member is still loading after a reload), `trial` or `guest`.
 */
export const useCentreAccess = (): 'member' | 'waiting' | 'trial' | 'guest' => {
  const { host } = useRemote();
  const member = useMember();
  if (member) return member.isAgent === TRIAL_ACCOUNT_TYPE ? 'trial' : 'member';
  return host.getToken() ? 'waiting' : 'guest';
};
