import type { FastifyInstance } from 'fastify';
import {
  captchaEndpoint,
  humanCheckChallengeEndpoint,
  smsNoLoginEndpoint,
  smsRegisterEndpoint,
} from 'shared-contracts';
import { z } from 'zod';

import { okEnvelope } from '../../http/envelope';
import { notFound, tooManyRequests } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import { createRateLimiter } from '../../http/rateLimiter';
import { registerEndpoint } from '../../http/registerEndpoint';
import { adminGuard } from './adminGuard';
import { checkField } from './fieldValidation';
import { phoneKey } from './smsCodes';

/** Captchas an address may fetch per minute. */
export const CAPTCHAS_PER_MINUTE = 30;

const outboxQuerySchema = z
  .object({
    mobileNum: z.string().min(1).max(24).optional(),
    email: z.string().min(1).max(100).optional(),
    channel: z.enum(['sms', 'email', 'captcha']).optional(),
  })
  .strict()
  .refine((query) => query.mobileNum || query.email, 'mobileNum or email is required');

/**
 * Captcha images, SMS codes (login, password reset, registration) and, with ADMIN_TOKEN, the
 * dev routes that reveal captcha answers and sent codes to tests and demos.
 */
export const registerVerificationRoutes = (app: FastifyInstance): void => {
  const { platform } = app;
  const setting = platform.config.brand.registration;
  const captchaLimiter = createRateLimiter(CAPTCHAS_PER_MINUTE, 60_000);
  const challengeLimiter = createRateLimiter(platform.config.humanChecksPerMinute, 60_000);

  registerEndpoint(app, humanCheckChallengeEndpoint, ({ input, ip }) => {
    const now = platform.clock.now();
    const wait = challengeLimiter.hit(ip, now);
    if (wait > 0) {
      platform.humanCheck.noteAbuse(ip, now);
      throw tooManyRequests(wait);
    }
    return platform.humanCheck.challenge(input.purpose, ip, now);
  });

  registerEndpoint(app, captchaEndpoint, ({ ip }) => {
    const wait = captchaLimiter.hit(ip);
    if (wait > 0) throw tooManyRequests(wait);
    return platform.captchas.create();
  });

  // Both SMS calls check the human verification before anything else (ADR 0022): a script
  // sends no SMS (cost, spam) and learns nothing about a number without solving one per code.
  // The SMS is written in the language the site asked in (the Language header).
  registerEndpoint(app, smsNoLoginEndpoint, async ({ input, ip, language }) => {
    await platform.humanCheck.verify(input.humanCheck, 'sms', ip, platform.clock.now());
    checkField(setting, 'mobileNum', input.mobileNum, { force: true });
    const key = phoneKey(input.mobileNum, input.countryDialingCode);
    return { expiredMinutes: platform.smsCodes.send(key, input.purpose, ip, language) };
  });

  registerEndpoint(app, smsRegisterEndpoint, async ({ input, ip, language }) => {
    await platform.humanCheck.verify(input.humanCheck, 'sms', ip, platform.clock.now());
    checkField(setting, 'mobileNum', input.mobileNo, { force: true });
    const key = phoneKey(input.mobileNo, input.countryDialingCode);
    // Same answer for a registered number: only its owner learns, by SMS, that it is taken.
    const notice = platform.profiles.isMobileTaken(key) ? 'registeredNumber' : undefined;
    return {
      expiredMinutes: platform.smsCodes.send(key, 'register', ip, language, Date.now(), notice),
    };
  });

  const adminToken = platform.config.adminToken;
  if (!adminToken) return;
  const guard = adminGuard(adminToken);

  app.get<{ Params: { id: string } }>(
    '/admin/dev/captcha/:id',
    { preHandler: guard },
    async (request) => {
      const [message] = platform.outbox.read(request.params.id, 'captcha', 1);
      if (!message) throw notFound('Captcha not found');
      return okEnvelope({ captchaId: request.params.id, answer: message.code });
    },
  );

  // mobileNum is the full key: dialling code and digits, e.g. +660812345678.
  app.get('/admin/dev/outbox', { preHandler: guard }, async (request) => {
    const query = parseInput(outboxQuerySchema, request.query ?? {});
    const recipient = query.mobileNum ?? query.email ?? '';
    return okEnvelope({ list: platform.outbox.read(recipient, query.channel ?? null) });
  });
};
