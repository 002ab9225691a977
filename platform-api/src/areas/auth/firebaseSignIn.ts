import { randomBytes } from 'node:crypto';

import {
  firebaseLinkPayloadSchema,
  type FirebaseLinkRequired,
  type FirebaseProvider,
  type FirebaseSignInResult,
  type LoginResult,
} from 'shared-contracts';

import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import type { Platform } from '../../platform';
import { createRegistrationBonus } from '../member/registrationBonus';
import { checkField } from './fieldValidation';
import {
  createFirebaseTokenVerifier,
  type FirebaseIdentity,
  type FirebaseTokenVerifier,
  SIGN_IN_PROVIDERS,
} from './firebaseTokens';
import { createPasswordCheck } from './loginService';
import type { MemberRow } from './members';
import { MEMBER_TYPE } from './memberTypes';
import { newProfile } from './profiles';
import { createPlayerInserter, USERNAME_TAKEN_MESSAGE } from './registration';
import { hashToken } from './sessions';
import { refuseNonMembers } from './smsLogin';

/** How long the player has to choose between linking and registering. */
export const LINK_TICKET_TTL_MS = 10 * 60_000;

export const LINK_TICKET_MESSAGE = 'Your sign-in has expired, please sign in again';
export const MEMBER_ALREADY_LINKED_MESSAGE =
  'This account is already linked to another account of this provider';
export const FIREBASE_ALREADY_LINKED_MESSAGE = 'This sign-in is already linked to an account';
export const FIREBASE_NOT_ENABLED_MESSAGE = 'Function not enabled';

interface TicketRow {
  ticket_hash: string;
  firebase_uid: string;
  provider: string;
  email: string | null;
  display_name: string | null;
}

type FirebaseSignInPlatform = Pick<
  Platform,
  | 'db'
  | 'config'
  | 'members'
  | 'sessions'
  | 'loginThrottle'
  | 'captchas'
  | 'profiles'
  | 'authSettings'
  | 'hashing'
  | 'humanCheck'
  | 'loginBudgets'
  | 'knownDevices'
  | 'memberGates'
  | 'ledger'
>;

/**
 * Firebase-linked sign-in (SPEC section 4). A verified ID token whose uid is linked logs its
 * member in; otherwise the answer is a ticket with which the player links an existing account
 * (its username and password, checked and throttled as at login) or registers a new one. A
 * link is made once and never changed or removed.
 */
export const createFirebaseSignIn = (
  platform: FirebaseSignInPlatform,
  verifier: FirebaseTokenVerifier | null = null,
) => {
  const { db, config, members, sessions, authSettings } = platform;
  const checkPassword = createPasswordCheck(platform);
  const insertPlayer = createPlayerInserter(platform);
  const creditRegistrationBonus = createRegistrationBonus({
    db: platform.db,
    ledger: platform.ledger,
    brand: config.brand,
  });
  const verify =
    verifier ??
    (authSettings.firebase
      ? createFirebaseTokenVerifier({
          projectId: authSettings.firebase.projectId,
          jwksUrl: config.firebase.jwksUrl,
          emulatorHost: config.firebase.emulatorHost,
        })
      : null);

  const linkedMember = db.prepare(
    'SELECT m.* FROM firebase_links l JOIN members m ON m.id = l.member_id WHERE l.firebase_uid = ?',
  );
  const linkOfMember = db.prepare(
    'SELECT firebase_uid FROM firebase_links WHERE member_id = ? AND provider = ?',
  );
  const uidLinked = db.prepare('SELECT 1 FROM firebase_links WHERE firebase_uid = ?');
  const insertLink = db.prepare(
    'INSERT INTO firebase_links (firebase_uid, provider, member_id, email, linked_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTicket = db.prepare(`INSERT INTO firebase_link_tickets
    (ticket_hash, firebase_uid, provider, email, display_name, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const purgeTickets = db.prepare('DELETE FROM firebase_link_tickets WHERE expires_at <= ?');
  const liveTicket = db.prepare(
    'SELECT * FROM firebase_link_tickets WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const spendTicket = db.prepare(
    'UPDATE firebase_link_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?',
  );

  const enabled = (): FirebaseTokenVerifier => {
    if (!verify)
      throw new HttpError(403, FIREBASE_NOT_ENABLED_MESSAGE, { reason: 'functionNotEnabled' });
    return verify;
  };

  const ticketRefused = () =>
    new HttpError(410, LINK_TICKET_MESSAGE, { reason: 'linkTicketInvalid' });

  const openTicket = (ticket: string, now: number): TicketRow => {
    const row = liveTicket.get(hashToken(ticket), now) as TicketRow | undefined;
    if (!row) throw ticketRefused();
    return row;
  };

  /** Spends the ticket and links its uid to the member; call inside a transaction. */
  const linkInTransaction = (ticket: TicketRow, memberId: string, now: number) => {
    if (uidLinked.get(ticket.firebase_uid))
      throw new HttpError(409, FIREBASE_ALREADY_LINKED_MESSAGE, {
        reason: 'firebaseAlreadyLinked',
      });
    if (linkOfMember.get(memberId, ticket.provider))
      throw new HttpError(409, MEMBER_ALREADY_LINKED_MESSAGE, { reason: 'memberAlreadyLinked' });
    if (spendTicket.run(now, ticket.ticket_hash, now).changes === 0) throw ticketRefused();
    insertLink.run(ticket.firebase_uid, ticket.provider, memberId, ticket.email, now);
  };

  const logIn = (
    member: MemberRow,
    now: number,
    firstTimeLogin = member.last_login_at === null,
  ) => {
    // A time-out or self-exclusion refuses every way in (ADR 0008).
    platform.memberGates.refuseExcluded(member);
    members.recordLogin(member.id, now);
    // No forced password change after a Firebase sign-in (SPEC section 4).
    return { token: sessions.create(member.id, now), firstTimeLogin, passwordExpired: false };
  };

  const linkRequired = (identity: FirebaseIdentity, now: number): FirebaseLinkRequired => {
    const ticket = randomBytes(32).toString('base64url');
    purgeTickets.run(now);
    insertTicket.run(
      hashToken(ticket),
      identity.uid,
      SIGN_IN_PROVIDERS[identity.provider],
      identity.email,
      identity.displayName,
      now,
      now + LINK_TICKET_TTL_MS,
    );
    return {
      linkRequired: true,
      ticket,
      provider: identity.provider,
      email: identity.email,
      displayName: identity.displayName,
      expiresIn: LINK_TICKET_TTL_MS / 1000,
    };
  };

  return {
    /** POST /wps/session/login/firebase */
    async signIn(
      idToken: string,
      provider: FirebaseProvider,
      now = Date.now(),
    ): Promise<FirebaseSignInResult> {
      const identity = await enabled()(idToken, provider, now);
      const member = linkedMember.get(identity.uid) as MemberRow | undefined;
      if (!member) return linkRequired(identity, now);
      refuseNonMembers(member, false);
      return logIn(member, now);
    },

    /** POST /wps/session/login/firebase/link (the opened encrypted payload) */
    async link(payload: unknown, ip: string, now = Date.now()): Promise<LoginResult> {
      enabled();
      const input = parseInput(firebaseLinkPayloadSchema, payload);
      // The ticket first: a dead one must not cost the player a password attempt.
      const ticket = openTicket(input.ticket, now);
      const member = await checkPassword(input, ip, now);
      db.transaction(() => linkInTransaction(ticket, member.id, now))();
      return logIn(member, now);
    },

    /** POST /wps/session/login/firebase/register */
    async register(
      input: { ticket: string; username: string },
      ip: string,
      now = Date.now(),
    ): Promise<LoginResult> {
      enabled();
      const ticket = openTicket(input.ticket, now);
      const username = input.username.trim();
      checkField(config.brand.registration, 'username', username, { force: true, required: true });
      if (members.findByUsername(username)) {
        throw new HttpError(409, USERNAME_TAKEN_MESSAGE, {
          field: 'username',
          key: 'username_taken',
        });
      }
      const id = insertPlayer(
        {
          username,
          nickname: ticket.display_name ?? username,
          // No password: the account signs in with its provider (mfe-auth README).
          passwordHash: null,
          memberType: MEMBER_TYPE.player,
          uplineId: null,
          profile: newProfile(ip, { email: ticket.email }),
          alsoInTransaction: (memberId) => {
            linkInTransaction(ticket, memberId, now);
            creditRegistrationBonus(memberId, now);
          },
        },
        now,
      );
      const member = members.findById(id);
      if (!member) throw new Error(`member ${id} vanished after registration`);
      return logIn(member, now, true);
    },
  };
};
export type FirebaseSignIn = ReturnType<typeof createFirebaseSignIn>;
