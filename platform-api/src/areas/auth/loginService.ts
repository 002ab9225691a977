import { type LoginPayload, type LoginResult } from 'shared-contracts';

import { HttpError, tooManyRequests, unauthorized } from '../../http/httpError';
import type { Platform } from '../../platform';
import type { LoginGates } from '../member/loginGates';
import { CAPTCHA_REQUIRED_MESSAGE, CAPTCHA_WRONG_MESSAGE } from './captchas';
import { HUMAN_CHECK_REQUIRED_MESSAGE } from './humanCheck';
import { CAPTCHA_AFTER_FAILURES } from './loginThrottle';
import type { MemberRow } from './members';
import { PASSWORD_MAX_AGE_MS } from './passwordAge';
import { hashPassword, verifyPassword } from './passwordHashing';
import { createSmsLogin, refuseNonMembers } from './smsLogin';

export { CAPTCHA_REQUIRED_MESSAGE, PASSWORD_MAX_AGE_MS };

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password';

/** What a password check needs: the login form's fields. */
export interface PasswordCheckInput {
  username?: string;
  password?: string;
  captcha?: string;
  captchaId?: string;
  /** The solved human verification, asked for when the address or the account is over budget. */
  humanCheck?: string;
  agentLogin?: boolean;
}

/** Where an attempt comes from: the address and the verified device cookie, if any. */
export interface LoginSource {
  ip: string;
  deviceId?: string | null;
}

type PasswordCheckPlatform = Pick<
  Platform,
  | 'members'
  | 'loginThrottle'
  | 'config'
  | 'captchas'
  | 'hashing'
  | 'humanCheck'
  | 'loginBudgets'
  | 'knownDevices'
>;

/**
 * Checks a username and password as the login does, cheap checks first so that a refused
 * attempt costs no hash (ADR 0022): the lock per username and address, and after failures there
 * the human check (with the picture where the brand shows one); then the budgets per address
 * and per account, beyond which each attempt must carry a solved human check (a proof of work)
 * unless it comes from a device known to the account; then the hash,
 * in the fair queue (sources with failures wait behind clean ones, an account under attack is
 * one lane). Constant work whether or not the user exists, and refusals for non-members and
 * (on agent login) non-agents. Answers the member; a success clears the throttle. Shared by
 * the login and the Firebase link, so both refuse and throttle alike.
 */
export const createPasswordCheck = (platform: PasswordCheckPlatform) => {
  const { members, loginThrottle, config, captchas, hashing, humanCheck, loginBudgets } = platform;
  const pictureCaptcha = config.brand.registration.captchaEnabled;
  // A hash to verify against when the username does not exist, so timing does not tell.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', config.scryptCost));

  return async (
    payload: PasswordCheckInput,
    source: string | LoginSource,
    now = Date.now(),
  ): Promise<MemberRow> => {
    const { ip, deviceId = null } = typeof source === 'string' ? { ip: source } : source;
    const username = payload.username?.trim() ?? '';
    const password = payload.password ?? '';
    if (username === '' || password === '')
      throw new HttpError(400, 'Please enter the username and password');

    const flooded = loginBudgets.attempted(now);
    const locked = loginThrottle.lockRemaining(username, ip, now);
    if (locked > 0) throw tooManyRequests(locked / 1000);

    // After failures on this username from this address, every attempt carries the human
    // check, and the picture captcha too where the brand shows one (ADR 0022: one check a
    // person passes, backed by the proof of work). A missing or wrong picture is a failure.
    const checkRequired = loginThrottle.checkRequired(username, ip, now);
    const captcha = pictureCaptcha && checkRequired;
    if (captcha && !captchas.verify(payload.captchaId, payload.captcha, now)) {
      const { lockMs } = loginThrottle.fail(username, ip, now);
      if (lockMs > 0) throw tooManyRequests(lockMs / 1000);
      throw unauthorized(payload.captcha ? CAPTCHA_WRONG_MESSAGE : CAPTCHA_REQUIRED_MESSAGE, {
        captcha: true,
        reason: payload.captcha ? 'captchaWrong' : 'captchaRequired',
      });
    }

    const member = members.findByUsername(username);
    const knownDevice = member ? platform.knownDevices.isKnown(member.id, deviceId, now) : false;
    // Built before the checks below, so a burst that waited for it is counted by them.
    const decoyHash = member?.password_hash ? null : await decoy();
    // A check sent is verified (and spent) whether or not this attempt needs one: the site
    // solves it ahead when told to, and a paid check is served first.
    const sent = payload.humanCheck
      ? await verifyHumanCheck(humanCheck, payload.humanCheck, ip, now).then(
          () => null,
          (error: unknown) => error,
        )
      : undefined;
    const verified = sent === null;

    // From here to the hash's admission nothing waits, so a parallel burst is counted at once:
    // the budgets, and the hashing slots (during a flood, or while every slot but the one kept
    // for checked callers is taken, a caller without a known device pays the proof of work and
    // is then served at once, not after whatever got in before it: ADR 0022).
    const over = knownDevice ? null : loginBudgets.overBudget(ip, username, now);
    const pressured = !knownDevice && (flooded || hashing.crowded);
    if (!verified && (over || checkRequired || pressured))
      throw (
        sent ??
        new HttpError(400, HUMAN_CHECK_REQUIRED_MESSAGE, {
          captcha: false,
          reason: 'humanCheckRequired',
        })
      );
    const failures = loginBudgets.failures(ip, username, now);
    const charge = loginBudgets.charge(ip, username, now);
    const queueing = {
      ip,
      username,
      // A known device, or a source and account without failures, is served first.
      priority: knownDevice || (failures.address === 0 && failures.account === 0),
      verified,
      // Attempts on an account that is failing share one lane, whichever addresses send them.
      lane: !knownDevice && failures.account > 0 ? `u:${username.toLowerCase()}` : `a:${ip}`,
    };
    let matches: boolean;
    try {
      // Hashing waits its turn in the fair queue; a lane over its share is refused with 429.
      matches = await hashing.run(queueing, async () =>
        member?.password_hash
          ? verifyPassword(password, member.password_hash)
          : (await verifyPassword(password, decoyHash ?? ''), false),
      );
    } catch (error) {
      charge.refund(); // refused before hashing: no work was done
      throw error;
    }
    if (!member || !matches) {
      // An address that keeps failing past its budget gets harder challenges.
      if (over === 'address') humanCheck.noteAbuse(ip, now);
      const { failures: count, lockMs } = loginThrottle.fail(username, ip, now);
      if (lockMs > 0) throw tooManyRequests(lockMs / 1000);
      // No reason here: a 401 without one is wrong credentials (the answer's shape predates
      // reasons). `humanCheck` tells the site to start solving it before the next attempt.
      const asksCheck = count >= CAPTCHA_AFTER_FAILURES;
      throw unauthorized(WRONG_CREDENTIALS_MESSAGE, {
        captcha: pictureCaptcha && asksCheck,
        humanCheck: asksCheck,
      });
    }
    // The password was right: not a failure, whatever the refusals below say.
    charge.refund();
    // Checked only after the password, so these answers do not reveal which accounts exist.
    refuseNonMembers(member, payload.agentLogin);
    loginThrottle.clear(username, ip);
    return member;
  };
};

/** The human check, its refusal in the login's shape (no captcha asked for). */
const verifyHumanCheck = async (
  humanCheck: PasswordCheckPlatform['humanCheck'],
  answer: string | undefined,
  ip: string,
  now: number,
) => {
  try {
    await humanCheck.verify(answer, 'login', ip, now);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { reason } = (error.value ?? {}) as { reason?: string };
    throw new HttpError(error.statusCode, error.message, { captcha: false, reason }, error.headers);
  }
};

/** A login's answer and, after a password login, the device cookie to (re)set. */
export interface LoginOutcome {
  result: LoginResult;
  /** A Set-Cookie value: the browser becomes (or stays) a known device of the account. */
  deviceCookie: string | null;
}

/** Username and password login ({@link createPasswordCheck}), or SMS login. */
export const createLoginService = (
  platform: PasswordCheckPlatform & Pick<Platform, 'sessions' | 'smsCodes' | 'profiles'>,
  /** Exclusions and two-factor login (ADR 0008), checked before a session opens. */
  gates?: Pick<LoginGates, 'beforeSession'>,
) => {
  const { members, sessions, knownDevices } = platform;
  const smsLogin = createSmsLogin(platform);
  const checkPassword = createPasswordCheck(platform);

  return async (
    payload: LoginPayload,
    source: LoginSource & { secure: boolean },
    now = Date.now(),
  ): Promise<LoginOutcome> => {
    if (payload.type === 'sms') {
      const result = await smsLogin(payload, now);
      const member = sessions.resolve(result.token, now);
      if (member && gates) {
        try {
          gates.beforeSession(member);
        } catch (refusal) {
          sessions.revoke(result.token, now);
          throw refusal;
        }
      }
      // The code proved the phone: this browser becomes a known device, as after a password.
      const deviceCookie = member
        ? knownDevices.remember(member.id, source.deviceId ?? null, now, source.secure)
        : null;
      return { result, deviceCookie };
    }
    const member = await checkPassword(payload, source, now);
    gates?.beforeSession(member);
    const firstTimeLogin = member.last_login_at === null;
    members.recordLogin(member.id, now);
    return {
      result: {
        token: sessions.create(member.id, now),
        firstTimeLogin,
        passwordExpired: now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
      },
      deviceCookie: knownDevices.remember(member.id, source.deviceId ?? null, now, source.secure),
    };
  };
};
