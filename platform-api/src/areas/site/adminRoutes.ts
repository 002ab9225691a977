import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type GameCategory, gameCategorySchema, minorUnitsSchema } from 'shared-contracts';
import { z } from 'zod';

import { okEnvelope } from '../../http/envelope';
import { HttpError, notFound } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import { resetDatabase } from '../../seed/seedDatabase';
import { addDemoVendor } from '../games/demoVendor';

/** Admin bodies: platform-only, so their schemas live here rather than in the site contract. */
export const siteStatusBodySchema = z
  .object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) })
  .strict();
export const freePlayBodySchema = z.object({ enabled: z.boolean() }).strict();
export const adminCreditBodySchema = z
  .object({
    username: z.string().min(1).max(64),
    amount: minorUnitsSchema.check(z.positive(), z.lte(1_000_000_000_00)),
    idempotencyKey: z
      .string()
      .regex(
        /^[A-Za-z0-9_.:-]{8,128}$/,
        'must be 8 to 128 letters, digits, dot, dash, colon or underscore',
      ),
  })
  .strict();

/** Categories a demo vendor may belong to: not the lottery ones, not e-sports. */
const isDemoVendorCategory = (
  category: GameCategory,
): category is Exclude<GameCategory, 'LOTT' | 'ELOTT' | 'ESPORTS'> =>
  category !== 'LOTT' && category !== 'ELOTT' && category !== 'ESPORTS';

export const demoVendorBodySchema = z
  .object({
    vassalage: z.string().regex(/^[A-Z0-9_]{2,20}$/, 'must be 2 to 20 capitals, digits or _'),
    name: z.string().min(1).max(60),
    gameType: z.enum(gameCategorySchema.options.filter(isDemoVendorCategory)),
    games: z.number().int().min(1).max(5000),
  })
  .strict();

/** /admin/reset wipes everything: the body must say so in as many words. */
export const RESET_CONFIRMATION = 'wipe-all-data';
export const resetBodySchema = z.object({ confirm: z.literal(RESET_CONFIRMATION) }).strict();

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Ops and e2e routes, registered only when ADMIN_TOKEN is set and guarded by the
 * X-Admin-Token header: site status, the free-play switch, crediting a player, re-seeding, and a
 * demo vendor with as many games as a benchmark needs (`pnpm bench:lobby` adds one of 1,000).
 */
export const registerAdminRoutes = (app: FastifyInstance): void => {
  const { platform } = app;
  const adminToken = platform.config.adminToken;
  if (!adminToken) return;

  const guard = async (request: FastifyRequest) => {
    const given = request.headers['x-admin-token'];
    if (typeof given !== 'string' || !sameSecret(given, adminToken))
      throw new HttpError(401, 'Admin token required');
  };
  const jsonOnly = async (request: FastifyRequest) => {
    if (
      request.body !== undefined &&
      !(request.headers['content-type'] ?? '').startsWith('application/json')
    ) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
  };

  app.put('/admin/site-status', { preHandler: [guard, jsonOnly] }, async (request) => {
    const { status } = parseInput(siteStatusBodySchema, request.body ?? {});
    platform.siteState.status = status;
    request.log.warn({ status }, 'site status changed by admin');
    return okEnvelope({ status });
  });

  // Free play is offered by the brand file; ops can switch it off and on again at run time.
  app.put('/admin/free-play', { preHandler: [guard, jsonOnly] }, async (request) => {
    const { enabled } = parseInput(freePlayBodySchema, request.body ?? {});
    platform.siteState.freePlay = enabled;
    request.log.warn({ enabled }, 'free play switched by admin');
    return okEnvelope({ enabled });
  });

  app.post('/admin/wallets/credit', { preHandler: [guard, jsonOnly] }, async (request) => {
    const body = parseInput(adminCreditBodySchema, request.body ?? {});
    const member = platform.members.findByUsername(body.username);
    if (!member) throw notFound(`Member not found: ${body.username}`);
    const result = platform.ledger.credit({
      memberId: member.id,
      amount: body.amount,
      kind: 'admin_credit',
      idempotencyKey: `admin:${body.idempotencyKey}`,
      request: body,
      respond: (transactionId) => ({
        transactionId,
        username: member.username,
        sumBalance: platform.balances.sumBalance(member.id),
      }),
    });
    return okEnvelope(result.response);
  });

  app.post('/admin/dev/demo-vendor', { preHandler: [guard, jsonOnly] }, async (request, reply) => {
    const body = parseInput(demoVendorBodySchema, request.body ?? {});
    if (platform.db.prepare('SELECT 1 FROM vendors WHERE vassalage = ?').get(body.vassalage)) {
      throw new HttpError(409, `Vendor exists: ${body.vassalage}`);
    }
    const { firstNodeId } = addDemoVendor(platform.db, body);
    request.log.warn({ vassalage: body.vassalage, games: body.games }, 'demo vendor added');
    return reply.code(201).send(okEnvelope({ ...body, firstNodeId }));
  });

  app.post('/admin/reset', { preHandler: [guard, jsonOnly] }, async (request) => {
    parseInput(resetBodySchema, request.body ?? {});
    await resetDatabase(platform.db, platform.config, platform.ledger);
    platform.siteState.status = platform.config.siteStatus;
    platform.siteState.freePlay = true;
    request.log.warn('database reset by admin');
    return okEnvelope(null);
  });
};
