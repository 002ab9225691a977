import type { FastifyInstance } from 'fastify';
import { LOTTERY_GAMES, lotteryGameByCode, playTypesOf } from 'shared-contracts/lottery';
import { z } from 'zod';

import { okEnvelope } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import { adminGuard } from '../auth/adminGuard';

/** At most 1,000,000× the stake per winning bet, and a cap of at most 10,000,000.00. */
const MAX_ODDS_MILLI = 1_000_000_000;
const MAX_PAYOUT_MINOR = 1_000_000_000;

const target = {
  /** A game code, or '*' for every game that has the play type. */
  gameCode: z.string().regex(/^(\*|[A-Z0-9_]{1,20})$/),
  playType: z.string().min(1).max(40),
};
const setBody = z
  .object({
    ...target,
    oddsMilli: z.number().int().positive().max(MAX_ODDS_MILLI),
    maxPayoutMinor: z.number().int().positive().max(MAX_PAYOUT_MINOR),
  })
  .strict();
const clearBody = z.object(target).strict();

/** Refuses a play type that the game (or, for '*', no game) offers. */
const checkTarget = (gameCode: string, playType: string): void => {
  const families =
    gameCode === '*'
      ? [...new Set(LOTTERY_GAMES.map((game) => game.family))]
      : [lotteryGameByCode(gameCode)?.family];
  if (families[0] === undefined)
    throw new HttpError(404, `Unknown lottery game ${gameCode}`, { reason: 'unknownGame' });
  const offered = families.some((family) =>
    playTypesOf(family!).some((play) => play.code === playType),
  );
  if (!offered)
    throw new HttpError(400, `${gameCode} has no play type ${playType}`, {
      reason: 'unknownPlayType',
    });
};

/**
 * Ops set the brand's odds and payout cap of a play type (for one game or every game), read them
 * and go back to the defaults. A change applies to bets placed after it; a placed bet keeps the
 * odds it was placed at. Only with ADMIN_TOKEN (like every /admin call).
 */
export const registerLotteryAdminRoutes = (app: FastifyInstance): void => {
  const { platform } = app;
  const adminToken = platform.config.adminToken;
  if (!adminToken) return;
  const guard = { preHandler: adminGuard(adminToken) };
  const { settings } = platform.lottery;

  app.get('/admin/lottery/odds', guard, async () =>
    okEnvelope({ overrides: settings.overrides() }),
  );

  app.put('/admin/lottery/odds', guard, async (request) => {
    const { gameCode, playType, oddsMilli, maxPayoutMinor } = parseInput(setBody, request.body);
    checkTarget(gameCode, playType);
    settings.set(gameCode, playType, { oddsMilli, maxPayoutMinor });
    request.log.warn({ gameCode, playType, oddsMilli, maxPayoutMinor }, 'lottery odds set');
    return okEnvelope({ gameCode, playType, oddsMilli, maxPayoutMinor });
  });

  app.delete('/admin/lottery/odds', guard, async (request) => {
    const { gameCode, playType } = parseInput(clearBody, request.body);
    if (!settings.clear(gameCode, playType))
      throw new HttpError(404, 'No override of that play type', { reason: 'notFound' });
    request.log.warn({ gameCode, playType }, 'lottery odds back to the defaults');
    return okEnvelope({ gameCode, playType });
  });
};
