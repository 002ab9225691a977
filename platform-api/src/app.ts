// First: sets zod up (compiled parsers, English messages) before any schema is built.
import './zodSetup';

import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';

import { registerAffiliateRoutes } from './areas/affiliates/affiliateRoutes';
import { registerAgentContractRoutes } from './areas/agent/contracts/agentContractRoutes';
import { registerAgentTeamRoutes } from './areas/agent/team/agentTeamRoutes';
import { registerAssetRoutes } from './areas/assets/assetRoutes';
import { registerDevInboxRoutes } from './areas/auth/devInboxRoutes';
import { registerFreePlayRoutes } from './areas/auth/freePlayRoutes';
import { LOGIN_TICKET_PATH, registerLoginTicketRoutes } from './areas/auth/loginTicketRoutes';
import { registerPasswordRoutes } from './areas/auth/passwordRoutes';
import { registerRegistrationRoutes } from './areas/auth/registrationRoutes';
import { registerSessionRoutes } from './areas/auth/sessionRoutes';
import { registerVerificationRoutes } from './areas/auth/verificationRoutes';
import { registerChatRoutes } from './areas/chat/chatRoutes';
import { registerDeskRoutes } from './areas/desk/deskRoutes';
import { registerFeedbackRoutes } from './areas/feedback/feedbackRoutes';
import { registerFieldDataRoutes } from './areas/fieldData/fieldDataRoutes';
import { registerGameRoutes } from './areas/games/gameRoutes';
import { seedGameExtras } from './areas/games/seedGameExtras';
import { registerLotteryRoutes } from './areas/lottery/lotteryRoutes';
import { registerMemberCentreRoutes } from './areas/member/memberCentreRoutes';
import { registerMemberProfileRoutes } from './areas/member/memberProfileRoutes';
import { registerMemberReferralRoutes } from './areas/member/memberReferralRoutes';
import { registerMemberMessagesRoutes } from './areas/member/messages/memberMessagesRoutes';
import { registerMemberMissionsRoutes } from './areas/member/missions/memberMissionsRoutes';
import { registerMemberPointsRoutes } from './areas/member/points/memberPointsRoutes';
import { registerMemberRecordsRoutes } from './areas/member/records/memberRecordsRoutes';
import { registerMemberRewardsRoutes } from './areas/member/rewards/memberRewardsRoutes';
import { registerWalletRoutes } from './areas/member/walletRoutes';
import { registerPromotionParticipationRoutes } from './areas/promotions/promotionParticipationRoutes';
import { registerPromotionRoutes } from './areas/promotions/promotionRoutes';
import { registerAdminRoutes } from './areas/site/adminRoutes';
import { registerApiReference } from './areas/site/apiReference';
import { registerCspReports } from './areas/site/cspReports';
import { installSecurityHeaders } from './areas/site/securityHeaders';
import { registerSiteConfig } from './areas/site/siteConfig';
import { registerSystemRoutes } from './areas/site/systemRoutes';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { applyMigrations } from './db/migrate';
import { installRateLimit } from './http/apiRateLimit';
import { installClientAddress } from './http/clientAddress';
import { installDevRoutesSwitch } from './http/devRoutesSwitch';
import { installErrorHandler, installNotFoundHandler } from './http/errorHandlers';
import { installRequestLogging, loggerOptions } from './http/requestLogging';
import { createPlatform } from './platform';
import { registerBalanceSocket, socketErrorHandler } from './realtime/balanceSocket';
import { isEmpty, seedDatabase } from './seed/seedDatabase';

/** Largest request body accepted; the biggest real one (an encrypted registration) is far below. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the platform: opens and migrates the database (seeding it when empty), then registers
 * every contract endpoint, the assets, the WebSocket and the platform's own pages. The site's
 * files and pages are the site server's (site-server/, ADR 0027).
 */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const db = openDatabase(config.dbPath);
  applyMigrations(db);
  const platform = createPlatform(config, db);
  if (isEmpty(db)) await seedDatabase(db, config, platform.ledger);
  // Databases seeded before the in-house games existed get them now (idempotent).
  seedGameExtras(db);
  // Catch up on every draw, settlement and raffle that fell due while the platform was stopped.
  for (const schedule of platform.schedules) schedule.catchUp?.();

  const app = Fastify({
    ...loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: [...config.trustedProxies],
  });
  app.decorate('platform', platform);
  installErrorHandler(app);
  app.addHook('onClose', async () => {
    for (const schedule of platform.schedules) schedule.stop();
    db.close();
  });

  installRequestLogging(app);
  installClientAddress(app, config.renderKey);
  installDevRoutesSwitch(app, config.devRoutes);
  installRateLimit(app, config.rateLimit);

  await app.register(fastifyCompress, { global: true, globalDecompression: false });
  // Sessions travel as Bearer tokens, never cookies, so any origin may call the API: the
  // promotions remote and dev servers run on other origins. Admin routes and the login ticket
  // minting (server to server) get no CORS; the payment callback has no browser caller.
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const url = request.url ?? '';
      const path = url.split('?')[0];
      // Login tickets are minted server to server, never by another origin's page (login CSRF).
      const open =
        (url.startsWith('/wps') || url.startsWith('/lgw') || url.startsWith('/assets')) &&
        path !== LOGIN_TICKET_PATH;
      callback(null, {
        origin: open,
        methods: url.startsWith('/assets')
          ? ['GET', 'HEAD']
          : ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: [
          'Authorization',
          'Language',
          'Idempotency-Key',
          'Content-Type',
          'X-Request-Id',
          // Free play (SPEC section 7).
          'os',
          'platform',
          'Encryption',
          'X-Gateway-Version',
        ],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
        maxAge: 600,
      });
    },
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    errorHandler: socketErrorHandler,
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const { areas } = platform;
  registerSystemRoutes(app);
  registerGameRoutes(app, areas.games);
  registerPromotionRoutes(app);
  registerSessionRoutes(app, areas.auth.login);
  registerLoginTicketRoutes(app, areas.auth.loginTickets);
  registerRegistrationRoutes(app, areas.auth.registration);
  registerPasswordRoutes(app, areas.auth.passwords);
  registerVerificationRoutes(app);
  registerDevInboxRoutes(app);
  registerFreePlayRoutes(app, areas.auth);
  registerWalletRoutes(app);
  registerMemberCentreRoutes(app, areas.member);
  registerAdminRoutes(app);
  registerLotteryRoutes(app, areas.lottery);
  registerAgentContractRoutes(app);
  registerAgentTeamRoutes(app, areas.agent);
  registerMemberRecordsRoutes(app, areas.member.records);
  registerMemberRewardsRoutes(app, areas.member.centre.bonuses);
  registerMemberMessagesRoutes(app);
  registerMemberReferralRoutes(app, areas.member.referrals);
  registerMemberMissionsRoutes(app, areas.member.missions);
  registerPromotionParticipationRoutes(app, areas.promotions.participation);
  registerMemberPointsRoutes(app, areas.member);
  registerFeedbackRoutes(app, areas.feedback);
  registerAffiliateRoutes(app, areas.affiliates.applications);
  registerMemberProfileRoutes(app, areas.member.preferences);
  registerChatRoutes(app, areas.chat);
  registerDeskRoutes(app, areas.desk);
  registerAssetRoutes(app);
  registerBalanceSocket(app);
  installSecurityHeaders(app);
  registerCspReports(app);
  registerFieldDataRoutes(app, areas.fieldData);
  registerSiteConfig(app);
  registerApiReference(app);
  installNotFoundHandler(app);
  for (const schedule of platform.schedules) {
    schedule.start((error) => app.log.error({ err: error }, schedule.failure));
  }
  return app;
};
