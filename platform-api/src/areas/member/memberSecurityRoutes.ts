import type { FastifyInstance } from 'fastify';
import {
  addPayoutAccountEndpoint,
  bindEmailEndpoint,
  bindPhoneEndpoint,
  deletePayoutAccountEndpoint,
  memberProfileEndpoint,
  payoutAccountsEndpoint,
  profileUpdateEndpoint,
  securityCodeEndpoint,
  twoFactorDisableEndpoint,
  twoFactorEnableEndpoint,
  twoFactorLoginEndpoint,
  twoFactorSetupEndpoint,
  withdrawalPasswordEndpoint,
} from 'shared-contracts';

import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { checkField } from '../auth/fieldValidation';
import type { MemberRow } from '../auth/members';
import { PASSWORD_MAX_AGE_MS } from '../auth/passwordAge';
import { phoneKey } from '../auth/smsCodes';
import type { MemberCentre } from './memberCentre';

/** Profile, phone and email binding, withdrawal password, payout accounts, two-factor login. */
export const registerMemberSecurityRoutes = (app: FastifyInstance, centre: MemberCentre): void => {
  const { platform } = app;
  const { db, clock, members, sessions, memberGates, config } = platform;
  const { profiles, contactCodes, accounts, withdrawalPasswords, settings } = centre;
  const setting = config.brand.registration;
  const fresh = (member: MemberRow) => members.findById(member.id) ?? member;
  const mobileOwner = db
    .prepare('SELECT member_id FROM member_profiles WHERE mobile_num = ?')
    .pluck();
  const setPhone = db.prepare(`UPDATE member_profiles SET mobile_num = ?, country_dialing_code = ?,
    phone_verified_at = ? WHERE member_id = ?`);
  const setEmail = db.prepare(
    'UPDATE member_profiles SET email = ?, email_verified_at = ? WHERE member_id = ?',
  );

  registerEndpoint(app, memberProfileEndpoint, ({ requireMember }) =>
    profiles.view(requireMember()),
  );

  registerEndpoint(app, profileUpdateEndpoint, ({ input, requireMember }) => {
    const member = requireMember();
    profiles.update(member, input, setting, clock.now());
    return profiles.view(fresh(member));
  });

  // The code (or the notice to a number someone else linked) is written in the site's language.
  registerEndpoint(app, securityCodeEndpoint, ({ input, requireMember, ip, language }) => {
    const member = requireMember();
    const now = clock.now();
    if (input.channel === 'sms') {
      checkField(setting, 'mobileNum', input.mobileNum, { force: true, required: true });
      const target = phoneKey(input.mobileNum, input.countryDialingCode);
      const owner = mobileOwner.get(target) as string | undefined;
      const taken = owner !== undefined && owner !== member.id;
      return {
        expiredMinutes: contactCodes.send(
          member.id,
          'sms',
          target,
          ip,
          language,
          now,
          taken ? 'contactTaken' : undefined,
        ),
      };
    }
    checkField(setting, 'email', input.email, { force: true, required: true });
    const target = input.email.trim().toLowerCase();
    return { expiredMinutes: contactCodes.send(member.id, 'email', target, ip, language, now) };
  });

  registerEndpoint(app, bindPhoneEndpoint, ({ input, requireMember }) => {
    const member = requireMember();
    const now = clock.now();
    checkField(setting, 'mobileNum', input.mobileNum, { force: true, required: true });
    const target = phoneKey(input.mobileNum, input.countryDialingCode);
    db.transaction(() => {
      contactCodes.verify(member.id, 'sms', target, input.verificationCode, now);
      profiles.ensure(member.id, now);
      try {
        setPhone.run(target, input.countryDialingCode ?? null, now, member.id);
      } catch (error) {
        // Only reachable when the number was bound elsewhere after the code went out.
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
          throw new HttpError(409, 'This mobile number cannot be bound');
        throw error;
      }
    })();
    return profiles.view(member);
  });

  registerEndpoint(app, bindEmailEndpoint, ({ input, requireMember }) => {
    const member = requireMember();
    const now = clock.now();
    checkField(setting, 'email', input.email, { force: true, required: true });
    const target = input.email.trim().toLowerCase();
    db.transaction(() => {
      contactCodes.verify(member.id, 'email', target, input.verificationCode, now);
      profiles.ensure(member.id, now);
      setEmail.run(target, now, member.id);
    })();
    return profiles.view(member);
  });

  registerEndpoint(app, withdrawalPasswordEndpoint, async ({ input, requireMember, ip }) => {
    await withdrawalPasswords.set(requireMember(), input, ip, clock.now());
    return null;
  });

  registerEndpoint(app, payoutAccountsEndpoint, ({ requireMember }) => ({
    list: accounts.list(requireMember().id),
    providers: settings.payoutProviders,
    maxPerType: settings.maxAccountsPerType,
  }));

  registerEndpoint(app, addPayoutAccountEndpoint, ({ input, requireMember }) =>
    accounts.add(requireMember().id, input, clock.now()),
  );

  registerEndpoint(app, deletePayoutAccountEndpoint, ({ input, requireMember }) => {
    accounts.remove(requireMember().id, input.accountId, clock.now());
    return null;
  });

  const { twoFactor } = memberGates;
  registerEndpoint(app, twoFactorSetupEndpoint, ({ requireMember }) => {
    const member = requireMember();
    return twoFactor.setup(member.id, member.username);
  });

  registerEndpoint(app, twoFactorEnableEndpoint, ({ input, requireMember }) => ({
    recoveryCodes: twoFactor.enable(requireMember().id, input.code, clock.now()),
  }));

  registerEndpoint(app, twoFactorDisableEndpoint, ({ input, requireMember }) => {
    twoFactor.disable(requireMember().id, input.code, clock.now());
    return null;
  });

  // The second step of a login whose password was right (the ticket says so).
  registerEndpoint(app, twoFactorLoginEndpoint, ({ input, request, reply }) => {
    const memberId = twoFactor.redeem(input.ticket, input.code, clock.now());
    const member = members.findById(memberId);
    if (!member) throw new HttpError(401, 'Please log in again');
    memberGates.beforeSession(member, { skipTwoFactor: true });
    const now = Date.now();
    const firstTimeLogin = member.last_login_at === null;
    members.recordLogin(member.id, now);
    // Both steps passed: this browser becomes a known device of the account, as after a login
    // without the second step (its account's login budget no longer applies to it).
    const deviceId = app.platform.knownDevices.read(request.headers.cookie);
    const secure = request.protocol === 'https';
    reply.header(
      'set-cookie',
      app.platform.knownDevices.remember(member.id, deviceId, now, secure),
    );
    return {
      token: sessions.create(member.id, now),
      firstTimeLogin,
      passwordExpired: now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
    };
  });
};
