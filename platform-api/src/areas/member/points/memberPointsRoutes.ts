import type { FastifyInstance } from 'fastify';
import {
  convertPointsEndpoint,
  convertPreviewEndpoint,
  pointsBalanceEndpoint,
  pointsConfigEndpoint,
  pointsEntriesEndpoint,
  pointsItemDetailEndpoint,
  pointsItemsEndpoint,
  redeemPointsEndpoint,
  redemptionsEndpoint,
} from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../../compose';
import { failEnvelope, okEnvelope } from '../../../http/envelope';
import { notFound } from '../../../http/httpError';
import { parseInput } from '../../../http/parseInput';
import { registerEndpoint } from '../../../http/registerEndpoint';
import { renderArt } from '../../assets/svgArt';
import { adminGuard } from '../../auth/adminGuard';
import { pickText } from '../../content/translate';

const IMAGE_NAME = /^([A-Za-z0-9_.-]{1,64})\.svg$/;
const idParams = z.object({ id: z.string().min(1).max(64) });
const queueQuery = z
  .object({
    status: z.enum(['inProgress', 'rejected', 'approved']).default('inProgress'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
const reasonBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const noteBody = z.object({ note: z.string().trim().max(200).optional() }).strict();
const grantBody = z
  .object({
    username: z.string().min(1).max(64),
    points: z.number().int().min(1).max(100_000_000),
    note: z.string().trim().min(1).max(200),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/),
  })
  .strict();

/**
 * The points mall: balance, earning, catalogue, redemptions and conversion for
 * members; the items' generated images; ops decisions on redemptions (X-Admin-Token). The
 * scheduler that credits closed days' points is the platform's (compose.ts).
 */
export const registerMemberPointsRoutes = (
  app: FastifyInstance,
  { pointsMall: mall, centre }: Pick<Areas['member'], 'pointsMall' | 'centre'>,
): void => {
  const { db, clock, config, members } = app.platform;
  // The withdrawal's own check: the same hashes, throttle keys and lock-out.
  const passwords = centre.withdrawalPasswords;

  registerEndpoint(app, pointsConfigEndpoint, () => mall.config(config.brand.currency));

  registerEndpoint(app, pointsBalanceEndpoint, ({ requireMember }) =>
    mall.balance(requireMember().id, clock.now()),
  );

  registerEndpoint(app, pointsEntriesEndpoint, ({ input, requireMember }) =>
    mall.entries(requireMember().id, input.kind, input.pageNo, input.pageSize),
  );

  registerEndpoint(app, pointsItemsEndpoint, ({ input, language }) => mall.items(input, language));

  registerEndpoint(app, pointsItemDetailEndpoint, ({ input, language }) =>
    mall.item(input.itemId, language),
  );

  registerEndpoint(
    app,
    redeemPointsEndpoint,
    async ({ input, requireMember, idempotencyKey, ip, language }) => {
      const member = requireMember();
      // Refusals that need no password come first: a typo in the address costs no attempt.
      mall.checkRedeemInput(input);
      await passwords.verify(member, input.withdrawalPassword, ip, clock.now());
      return mall.redeem(member.id, input, idempotencyKey, language, clock.now());
    },
  );

  registerEndpoint(app, redemptionsEndpoint, ({ input, requireMember, language }) =>
    mall.redemptions(requireMember().id, input.status, input.pageNo, input.pageSize, language),
  );

  registerEndpoint(app, convertPreviewEndpoint, ({ input, requireMember }) =>
    mall.preview(requireMember().id, input.points),
  );

  registerEndpoint(
    app,
    convertPointsEndpoint,
    async ({ input, requireMember, idempotencyKey, ip }) => {
      const member = requireMember();
      mall.checkConvertInput(input.points);
      await passwords.verify(member, input.withdrawalPassword, ip, clock.now());
      return mall.convert(member.id, input.points, idempotencyKey, clock.now());
    },
  );

  // Static beside /assets/:folder/:file, so it takes precedence for this folder.
  app.get<{ Params: { file: string } }>('/assets/points/:file', async (request, reply) => {
    const match = IMAGE_NAME.exec(request.params.file);
    const item = match?.[1] ? mall.itemRow(match[1]) : undefined;
    if (!item) return reply.code(404).send(failEnvelope('Image not found'));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderArt('game', `points/${item.id}`, pickText(item.name_json, 'EN')));
  });

  if (!config.adminToken) return;
  const guard = { preHandler: adminGuard(config.adminToken) };
  const usernameOf = db.prepare('SELECT username FROM members WHERE id = ?').pluck();
  const id = (params: unknown) => parseInput(idParams, params).id;

  app.get('/admin/points/redemptions', guard, async (request) => {
    const { status, limit } = parseInput(queueQuery, request.query ?? {});
    return okEnvelope({
      list: mall.queue(status, limit).map((row) => ({
        ...row,
        username: usernameOf.get(row.memberId) as string,
      })),
    });
  });
  app.post('/admin/points/redemptions/:id/approve', guard, async (request) => {
    const { note } = parseInput(noteBody, request.body ?? {});
    return okEnvelope(mall.approve(id(request.params), note || null, clock.now()));
  });
  app.post('/admin/points/redemptions/:id/reject', guard, async (request) => {
    const { reason } = parseInput(reasonBody, request.body ?? {});
    return okEnvelope(mall.reject(id(request.params), reason, clock.now()));
  });
  app.post('/admin/points/grant', guard, async (request) => {
    const body = parseInput(grantBody, request.body ?? {});
    const member = members.findByUsername(body.username);
    if (!member) throw notFound(`Member not found: ${body.username}`);
    const posted = mall.grant(member.id, body.points, body.note, body.idempotencyKey, clock.now());
    return okEnvelope({
      entryId: posted.entryId,
      balance: posted.balance,
      replayed: posted.replayed,
    });
  });
  app.post('/admin/points/accrue', guard, async () =>
    okEnvelope({ members: mall.accrueDue(clock.now()) }),
  );
};
