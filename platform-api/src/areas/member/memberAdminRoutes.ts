import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { minorUnitsSchema } from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { notFound } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import { adminGuard } from '../auth/adminGuard';
import { MEMBER_TYPE } from '../auth/memberTypes';
import { hashPassword } from '../auth/passwordHashing';
import { newProfile } from '../auth/profiles';
import type { MemberCentre } from './memberCentre';

const reasonBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const noteBody = z.object({ note: z.string().trim().max(200).optional() }).strict();
const resolveBody = z
  .object({
    refund: z.number().int().nonnegative(),
    note: z.string().trim().min(1).max(200),
  })
  .strict();
const bonusBody = z
  .object({
    username: z.string().min(1).max(64),
    name: z.string().min(1).max(100),
    amount: minorUnitsSchema.check(z.positive(), z.lte(1_000_000_000_00)),
    /** Wagering asked before money may leave: amount times this (e.g. 10). */
    turnoverMultiplier: z.number().int().min(0).max(100),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/),
  })
  .strict();
const clockBody = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(400 * 86_400_000),
  })
  .strict();
const idParams = z.object({ id: z.string().min(1).max(64) });
const newPlayerBody = z
  .object({
    username: z.string().regex(/^[a-z][a-z0-9]{5,15}$/),
    password: z.string().min(6).max(64),
    payeeName: z.string().trim().min(1).max(64).optional(),
    withdrawalPassword: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    uplineUsername: z.string().min(1).max(64).optional(),
    /** An address for mails (the email password reset). */
    email: z.string().email().max(100).optional(),
    /** A phone number (dialling code and digits) already proven, as by a sign-up SMS code. */
    verifiedPhone: z
      .string()
      .regex(/^\+\d{8,15}$/)
      .optional(),
  })
  .strict();

/**
 * The ops side of the member centre (X-Admin-Token): pending deposits and withdrawals and their
 * lifecycle, bonuses with a turnover requirement, and a clock that moves ahead for demos.
 */
export const registerMemberAdminRoutes = (
  app: FastifyInstance,
  centre: MemberCentre,
  insertPlayer: Areas['member']['insertPlayer'],
): void => {
  const { platform } = app;
  const adminToken = platform.config.adminToken;
  if (!adminToken) return;
  const { clock, members, ledger, db } = platform;
  const { deposits, withdrawals } = centre;
  const guard = { preHandler: adminGuard(adminToken) };
  const usernameOf = db.prepare('SELECT username FROM members WHERE id = ?').pluck();
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at) VALUES (?, ?, ?, ?, ?, ?)`);

  const depositView = (row: Parameters<typeof deposits.view>[0]) => ({
    ...deposits.view(row),
    username: usernameOf.get(row.member_id) as string,
  });
  const withdrawalView = (row: Parameters<typeof withdrawals.view>[0]) => ({
    ...withdrawals.view(row),
    username: usernameOf.get(row.member_id) as string,
  });
  const id = (params: unknown) => parseInput(idParams, params).id;

  app.get('/admin/deposits/pending', guard, async () =>
    okEnvelope({ list: deposits.awaitingOps(clock.now()).map(depositView) }),
  );
  app.post('/admin/deposits/:id/approve', guard, async (request) =>
    okEnvelope(depositView(deposits.approve(id(request.params), clock.now()))),
  );
  app.post('/admin/deposits/:id/reject', guard, async (request) => {
    const { reason } = parseInput(reasonBody, request.body ?? {});
    return okEnvelope(depositView(deposits.reject(id(request.params), reason, clock.now())));
  });

  app.get('/admin/withdrawals/pending', guard, async () =>
    okEnvelope({ list: withdrawals.awaitingOps(clock.now()).map(withdrawalView) }),
  );
  app.post('/admin/withdrawals/:id/approve', guard, async (request) => {
    const { note } = parseInput(noteBody, request.body ?? {});
    return okEnvelope(
      withdrawalView(withdrawals.approve(id(request.params), clock.now(), note ?? null)),
    );
  });
  app.post('/admin/withdrawals/:id/reject', guard, async (request) => {
    const { reason } = parseInput(reasonBody, request.body ?? {});
    return okEnvelope(withdrawalView(withdrawals.reject(id(request.params), reason, clock.now())));
  });
  app.post('/admin/withdrawals/:id/disburse', guard, async (request) =>
    okEnvelope(withdrawalView(withdrawals.disburse(id(request.params), clock.now()))),
  );
  app.post('/admin/withdrawals/:id/resolve', guard, async (request) => {
    const { refund, note } = parseInput(resolveBody, request.body ?? {});
    return okEnvelope(
      withdrawalView(withdrawals.resolve(id(request.params), refund, note, clock.now())),
    );
  });

  app.post('/admin/members/bonus', guard, async (request) => {
    const body = parseInput(bonusBody, request.body ?? {});
    const member = members.findByUsername(body.username);
    if (!member) throw notFound(`Member not found: ${body.username}`);
    const now = clock.now();
    const bonusId = randomUUID();
    const result = db.transaction(() =>
      ledger.credit({
        memberId: member.id,
        amount: body.amount,
        kind: 'bonus',
        idempotencyKey: `bonus:${body.idempotencyKey}`,
        request: body,
        respond: () => {
          insertBonus.run(
            bonusId,
            member.id,
            body.name,
            body.amount,
            body.amount * body.turnoverMultiplier,
            now,
          );
          return { bonusId, turnoverRequired: body.amount * body.turnoverMultiplier };
        },
      }),
    )();
    if (!result.replayed) ledger.events.emit('moved', [member.id]);
    return okEnvelope(result.response);
  });

  // A fresh player for demos and end-to-end tests, without registration's captcha and SMS.
  app.post('/admin/dev/members', guard, async (request) => {
    const body = parseInput(newPlayerBody, request.body ?? {});
    const upline = body.uplineUsername ? members.findByUsername(body.uplineUsername) : null;
    if (body.uplineUsername && !upline) throw notFound(`Member not found: ${body.uplineUsername}`);
    const { scryptCost } = platform.config;
    const memberId = insertPlayer({
      username: body.username,
      nickname: body.username,
      passwordHash: await hashPassword(body.password, scryptCost),
      memberType: upline ? MEMBER_TYPE.agentPlayer : MEMBER_TYPE.player,
      uplineId: upline?.id ?? null,
      profile: newProfile(request.clientAddress, {
        mobileNum: body.verifiedPhone ?? null,
        phoneVerifiedAt: body.verifiedPhone ? clock.now() : null,
        email: body.email ?? null,
        payeeName: body.payeeName ?? null,
        paymentPasswordHash: body.withdrawalPassword
          ? await hashPassword(body.withdrawalPassword, scryptCost)
          : null,
      }),
    });
    return okEnvelope({ memberId, username: body.username });
  });

  app.post('/admin/dev/clock', guard, async (request) => {
    const { advanceMs } = parseInput(clockBody, request.body ?? {});
    if (advanceMs > 0) clock.advance(advanceMs);
    request.log.warn({ advanceMs }, 'member centre clock moved by admin');
    return okEnvelope({ now: clock.now() });
  });
};
