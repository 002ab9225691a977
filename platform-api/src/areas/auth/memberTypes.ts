import { MEMBER_CENTRE_AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from 'shared-contracts';

/**
 * Member types (the wire's isAgent, SPEC section 6). 1, 2, 41 and 42 may use the account
 * centre; the platform names them as below. 4 is a trial (free play) account and 0 a
 * non-member, who cannot log in.
 */
export const MEMBER_TYPE = {
  player: 1,
  agent: 2,
  subAgent: 41,
  agentPlayer: 42,
  trial: TRIAL_ACCOUNT_TYPE,
  nonMember: 0,
} as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

/** Whether the member type may open the member (account) centre. */
export const hasMemberCentre = (type: number): boolean =>
  (MEMBER_CENTRE_AGENT_TYPES as readonly number[]).includes(type);
