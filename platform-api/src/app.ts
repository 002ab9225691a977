// First: sets zod up (compiled parsers, English messages) before any schema is built.
import './zodSetup';

import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';

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
import { registerAdminRoutes } from './routes/adminRoutes';
import { registerAffiliateRoutes } from './routes/affiliateRoutes';
import { registerAgentContractRoutes } from './routes/agentContractRoutes';
import { registerAgentTeamRoutes } from './routes/agentTeamRoutes';
import { registerAssetRoutes } from './routes/assetRoutes';
import { registerChatRoutes } from './routes/chatRoutes';
import { registerDeskRoutes } from './routes/deskRoutes';
import { registerDevInboxRoutes } from './routes/devInboxRoutes';
import { registerFeedbackRoutes } from './routes/feedbackRoutes';
import { registerFieldDataRoutes } from './routes/fieldDataRoutes';
import { registerFreePlayRoutes } from './routes/freePlayRoutes';
import { registerGameRoutes } from './routes/gameRoutes';
import { LOGIN_TICKET_PATH, registerLoginTicketRoutes } from './routes/loginTicketRoutes';
import { registerLotteryRoutes } from './routes/lotteryRoutes';
import { registerMemberCentreRoutes } from './routes/memberCentreRoutes';
import { registerMemberMessagesRoutes } from './routes/memberMessagesRoutes';
import { registerMemberMissionsRoutes } from './routes/memberMissionsRoutes';
import { registerMemberPointsRoutes } from './routes/memberPointsRoutes';
import { registerMemberProfileRoutes } from './routes/memberProfileRoutes';
import { registerMemberRecordsRoutes } from './routes/memberRecordsRoutes';
import { registerMemberReferralRoutes } from './routes/memberReferralRoutes';
import { registerMemberRewardsRoutes } from './routes/memberRewardsRoutes';
import { registerPasswordRoutes } from './routes/passwordRoutes';
import { registerPromotionParticipationRoutes } from './routes/promotionParticipationRoutes';
import { registerPromotionRoutes } from './routes/promotionRoutes';
import { registerRegistrationRoutes } from './routes/registrationRoutes';
import { registerSessionRoutes } from './routes/sessionRoutes';
import { registerSystemRoutes } from './routes/systemRoutes';
import { registerVerificationRoutes } from './routes/verificationRoutes';
import { registerWalletRoutes } from './routes/walletRoutes';
import { isEmpty, seedDatabase } from './seed/seedDatabase';
import { registerApiReference } from './site/apiReference';
import { registerCspReports } from './site/cspReports';
import { installSecurityHeaders } from './site/securityHeaders';
import { registerSiteConfig } from './site/siteConfig';

/** Largest request body accepted; the biggest real one (an encrypted registration) is far below. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the platform: opens and migrates the database (seeding it when empty), then registers
 * every contract endpoint, the assets, the WebSocket and the platform's own pages. The site's
 * files and pages are the site server's (site-server/, issue 34).
 */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const db = openDatabase(config.dbPath);
  applyMigrations(db);
  const platform = createPlatform(config, db);
  if (isEmpty(db)) await seedDatabase(db, config, platform.ledger);
  // Catch up on every draw and settlement that fell due while the platform was stopped.
  platform.lottery.runDue();

  const app = Fastify({
    ...loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: [...config.trustedProxies],
  });
  app.decorate('platform', platform);
  installErrorHandler(app);
  app.addHook('onClose', async () => {
    platform.lottery.stop();
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

  registerSystemRoutes(app);
  registerGameRoutes(app);
  registerPromotionRoutes(app);
  registerSessionRoutes(app);
  registerLoginTicketRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerVerificationRoutes(app);
  registerDevInboxRoutes(app);
  registerFreePlayRoutes(app);
  registerWalletRoutes(app);
  registerMemberCentreRoutes(app);
  registerAdminRoutes(app);
  registerLotteryRoutes(app);
  registerAgentContractRoutes(app);
  registerAgentTeamRoutes(app);
  registerMemberRecordsRoutes(app);
  registerMemberRewardsRoutes(app);
  registerMemberMessagesRoutes(app);
  registerMemberReferralRoutes(app);
  registerMemberMissionsRoutes(app);
  registerPromotionParticipationRoutes(app);
  registerMemberPointsRoutes(app);
  registerFeedbackRoutes(app);
  registerAffiliateRoutes(app);
  registerMemberProfileRoutes(app);
  registerChatRoutes(app);
  registerDeskRoutes(app);
  registerAssetRoutes(app);
  registerBalanceSocket(app);
  installSecurityHeaders(app);
  registerCspReports(app);
  registerFieldDataRoutes(app);
  registerSiteConfig(app);
  registerApiReference(app);
  installNotFoundHandler(app);
  platform.lottery.start((error) => app.log.error({ err: error }, 'lottery run failed'));
  return app;
};
