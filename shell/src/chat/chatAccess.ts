import { isFlagOn, type SessionState, TRIAL_ACCOUNT_TYPE, type Whitelabel } from 'shared-contracts';

/** Who may chat (SPEC sections 4 and 6): guests log in first, trial accounts (type 4) never. */
export type ChatAccess = 'guest' | 'trial' | 'member';

export const chatAccessOf = (session: SessionState): ChatAccess =>
  session.status !== 'member'
    ? 'guest'
    : session.member.isAgent === TRIAL_ACCOUNT_TYPE
      ? 'trial'
      : 'member';

/** The brand offers the chat room (whitelabel flag CBS3). */
export const chatEnabled = (brand: Whitelabel | undefined): boolean =>
  Boolean(brand && isFlagOn(brand.whitelabel, 'CBS3'));
