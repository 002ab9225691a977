import { HttpError } from '../../../http/httpError';
import type { Platform } from '../../../platform';
import { checkField } from '../../auth/fieldValidation';
import type { MemberRow } from '../../auth/members';
import { hashPassword } from '../../auth/passwordHashing';
import { newProfile } from '../../auth/profiles';
import { createPlayerInserter } from '../../auth/registration';
import { loadBonusRules } from '../../member/bonusRules';
import { refusal } from './access';
import { createDownlineLimits } from './downlineLimits';
import { downlineMemberType, idempotencyConflict, requestHashOf } from './members';

export interface DownlineInput {
  username: string;
  password: string;
  nickname?: string | undefined;
  memberType: 'player' | 'agent';
  rebateBp: number;
}

type DownlinePlatform = Pick<Platform, 'db' | 'config' | 'members' | 'profiles' | 'hashing'>;

/**
 * Registration of a downline by its agent: the username and password by the brand's
 * registration rules (the same checks and field refusals as the registration form), a rebate
 * no higher than the agent's own, then the member, its wallets and profile in one transaction
 * with the agent as upline (the closure table follows by trigger) and as its creator (the flag
 * ops list). Idempotent by the request's Idempotency-Key: a retry answers the member the first
 * request created. A new request counts against the agent's attempts and daily accounts
 * ({@link createDownlineLimits}).
 */
export const createDownlineRegistration = (platform: DownlinePlatform) => {
  const { db, config, members } = platform;
  const setting = config.brand.registration;
  const insertPlayer = createPlayerInserter(platform);
  const limits = createDownlineLimits(db, loadBonusRules(config.brandFile).downlines);
  const findRequest = db.prepare(`SELECT r.request_hash, r.member_id, m.username
    FROM agent_downline_requests r JOIN members m ON m.id = r.member_id
    WHERE r.agent_id = ? AND r.idempotency_key = ?`);
  const recordRequest = db.prepare(`INSERT INTO agent_downline_requests
    (agent_id, idempotency_key, request_hash, member_id, created_at) VALUES (?, ?, ?, ?, ?)`);
  const setAgentTerms = db.prepare(
    'UPDATE members SET agent_centre = ?, rebate_bp = ? WHERE id = ?',
  );

  const replay = (agentId: string, key: string, hash: string) => {
    const done = findRequest.get(agentId, key) as
      { request_hash: string; member_id: string; username: string } | undefined;
    if (!done) return null;
    if (done.request_hash !== hash) throw idempotencyConflict();
    return { memberId: done.member_id, username: done.username };
  };

  return async (
    agent: MemberRow & { rebate_bp: number },
    input: DownlineInput,
    idempotencyKey: string,
    ip: string,
    now: number,
  ): Promise<{ memberId: string; username: string }> => {
    const username = input.username.trim();
    const nickname = input.nickname?.trim() || username;
    // The password is not part of the hash: it is not stored anywhere readable.
    const hash = requestHashOf({
      username: username.toLowerCase(),
      nickname,
      memberType: input.memberType,
      rebateBp: input.rebateBp,
    });
    const earlier = replay(agent.id, idempotencyKey, hash);
    if (earlier) return earlier;
    limits.countAttempt(agent.id, now);
    limits.requireRoom(agent.id, now);

    checkField(setting, 'username', username);
    checkField(setting, 'password', input.password);
    if (input.rebateBp > agent.rebate_bp)
      throw refusal(400, 'rebateTooHigh', `The rebate can be at most ${agent.rebate_bp} bp`, {
        max: agent.rebate_bp,
      });
    const taken = () =>
      refusal(409, 'usernameTaken', 'This username is already taken', {
        field: 'username',
        key: 'username_taken',
      });
    if (members.findByUsername(username)) throw taken();

    const passwordHash = await platform.hashing.run({ ip, username }, () =>
      hashPassword(input.password, config.scryptCost),
    );
    const { memberType, agentCentre } = downlineMemberType(input.memberType);
    try {
      const memberId = insertPlayer(
        {
          username,
          nickname,
          passwordHash,
          memberType,
          uplineId: agent.id,
          profile: newProfile(ip),
          alsoInTransaction: (id) => {
            // Two requests racing past the first check: the second finds the first's account.
            limits.requireRoom(agent.id, now);
            limits.flag(id, agent.id);
            setAgentTerms.run(agentCentre, input.rebateBp, id);
            recordRequest.run(agent.id, idempotencyKey, hash, id, now);
          },
        },
        now,
      );
      return { memberId, username };
    } catch (error) {
      // Two requests with one key racing: the second finds the first's member.
      const raced = replay(agent.id, idempotencyKey, hash);
      if (raced) return raced;
      if (limits.isLimit(error)) throw error;
      if (error instanceof HttpError && error.statusCode === 409) throw taken();
      throw error;
    }
  };
};
export type DownlineRegistration = ReturnType<typeof createDownlineRegistration>;
