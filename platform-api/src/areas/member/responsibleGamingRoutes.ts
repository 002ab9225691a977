import type { FastifyInstance } from 'fastify';
import { launchGameEndpoint, pvpLaunchEndpoint } from 'shared-contracts';
import { placeLotteryBetsEndpoint } from 'shared-contracts/lottery';
import {
  responsibleGamingEndpoint,
  rgExclusionEndpoint,
  setRgLimitEndpoint,
} from 'shared-contracts/member';

import { registerEndpoint } from '../../http/registerEndpoint';
import { hashToken } from '../auth/sessions';
import type { MemberCentre } from './memberCentre';

const LAUNCH_PATHS: ReadonlySet<string> = new Set([
  launchGameEndpoint.path,
  pvpLaunchEndpoint.path,
]);
/** Playing without a launch: placing lottery bets (the same path lists them with GET). */
const isPlay = (method: string, url: string) =>
  LAUNCH_PATHS.has(url) || (method === 'POST' && url === placeLotteryBetsEndpoint.path);

/** The player's own limits and exclusions, and their enforcement at game launch. */
export const registerResponsibleGamingRoutes = (
  app: FastifyInstance,
  centre: MemberCentre,
): void => {
  const { platform } = app;
  const { clock, config, db, sessions } = platform;
  const { protection } = centre;
  const sessionStart = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').pluck();
  const tokenOf = (authorization: string | undefined) =>
    /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

  const state = (memberId: string, token: string | null) => {
    const now = clock.now();
    const started = token ? (sessionStart.get(hashToken(token)) as number | undefined) : undefined;
    return {
      currency: config.brand.currency,
      limits: protection.limits(memberId, now),
      deposits: protection.deposits(memberId, now),
      losses: protection.losses(memberId, now),
      netDeposits: protection.netDeposits(memberId, now),
      exclusion: protection.exclusion(memberId, now),
      sessionStartedAt: started ?? null,
    };
  };

  registerEndpoint(app, responsibleGamingEndpoint, ({ requireMember, token }) =>
    state(requireMember().id, token),
  );

  registerEndpoint(app, setRgLimitEndpoint, ({ input, requireMember, token }) => {
    const member = requireMember();
    protection.setLimit(member.id, input.key, input.value, clock.now());
    return state(member.id, token);
  });

  registerEndpoint(app, rgExclusionEndpoint, ({ input, requireMember }) => {
    const member = requireMember();
    const exclusion = db.transaction(() => {
      const started = protection.exclude(member.id, input, clock.now());
      return { started, announce: sessions.revokeMember(member.id) };
    })();
    // Every session ends at once, and open sockets are told.
    exclusion.announce();
    return exclusion.started;
  });

  // Game launch and lottery bets are refused at a loss limit or past the session limit: checked
  // before the handler runs, so the play routes need not know about responsible gaming.
  app.addHook('preHandler', async (request) => {
    if (!isPlay(request.method, request.routeOptions.url ?? '')) return;
    const token = tokenOf(request.headers.authorization);
    const member = token ? sessions.resolve(token) : null;
    if (!member || !token) return; // the launch answers 401 itself
    const started = sessionStart.get(hashToken(token)) as number | undefined;
    protection.checkPlay(member.id, started ?? null, clock.now());
  });
};
