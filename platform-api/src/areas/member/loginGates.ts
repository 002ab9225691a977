import type { Db } from '../../db/database';
import { HttpError, unauthorized } from '../../http/httpError';
import type { MemberRow } from '../auth/members';
import type { Clock } from './clock';
import { createProtection, type Protection } from './protection';
import { createTwoFactor, type TwoFactor } from './twoFactor';

export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the code from your authenticator app';

/**
 * What a login must pass after its password (or SMS code) is right and before a session opens:
 * no time-out or self-exclusion in force, then the second step when two-factor login is on.
 */
export const createLoginGates = (
  db: Db,
  clock: Clock,
  options: { secret: string; issuer: string },
) => {
  const protection: Protection = createProtection(db);
  const twoFactor: TwoFactor = createTwoFactor(db, options.secret, options.issuer);

  const refuseExcluded = (member: MemberRow) => {
    const exclusion = protection.exclusion(member.id, clock.now());
    if (!exclusion) return;
    const until = new Date(exclusion.endsAt).toISOString().slice(0, 10);
    throw new HttpError(
      403,
      exclusion.kind === 'timeout'
        ? `Your account is on a time-out until ${until}`
        : `Your account is self-excluded until ${until}`,
      {
        captcha: false,
        reason: exclusion.kind === 'timeout' ? 'timeout' : 'selfExcluded',
        until: exclusion.endsAt,
      },
    );
  };

  return {
    protection,
    twoFactor,
    refuseExcluded,
    /** Throws the refusal a login gets here; `skipTwoFactor` once the code was given. */
    beforeSession(member: MemberRow, options: { skipTwoFactor?: boolean } = {}): void {
      refuseExcluded(member);
      if (!options.skipTwoFactor && twoFactor.isEnabled(member.id)) {
        throw unauthorized(TWO_FACTOR_REQUIRED_MESSAGE, {
          captcha: false,
          reason: 'twoFactorRequired',
          twoFactor: twoFactor.issueTicket(member.id, clock.now()),
        });
      }
    },
  };
};
export type LoginGates = ReturnType<typeof createLoginGates>;
