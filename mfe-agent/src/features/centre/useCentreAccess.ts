import { MEMBER_CENTRE_AGENT_TYPES } from 'shared-contracts';
import { useMember, useRemote } from 'shared-ui/kit';

const AGENT_TYPES: readonly number[] = MEMBER_CENTRE_AGENT_TYPES;

/**
 * Who is opening the agent centre: `agent` (a member whose type allows the account centre and
 * whose agent centre is on, SPEC section 6), `member` (anyone else signed in: told the centre is
 * for agents), `waiting` (a token whose member is still loading after a reload) or `guest`.
 */
export const useCentreAccess = (): 'agent' | 'member' | 'waiting' | 'guest' => {
  const { host } = useRemote();
  const member = useMember();
  if (member) {
    return member.agentCentre && AGENT_TYPES.includes(member.isAgent) ? 'agent' : 'member';
  }
  return host.getToken() ? 'waiting' : 'guest';
};
