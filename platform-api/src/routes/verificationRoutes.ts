import type { FastifyInstance } from 'fastify';
import { captchaEndpoint, smsNoLoginEndpoint, smsRegisterEndpoint } from 'shared-contracts';
import { z } from 'zod';

import { adminGuard } from '../auth/adminGuard';
import { checkField } from '../auth/fieldValidation';
import { phoneKey } from '../auth/smsCodes';
import { okEnvelope } from '../http/envelope';
import { HttpError, notFound, tooManyRequests } from '../http/httpError';
import { parseInput } from '../http/parseInput';
import { createRateLimiter } from '../http/rateLimiter';
import { registerEndpoint } from '../http/registerEndpoint';

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

  registerEndpoint(app, captchaEndpoint, ({ ip }) => {
    const wait = captchaLimiter.hit(ip);
    if (wait > 0) throw tooManyRequests(wait);
    return platform.captchas.create();
  });

  registerEndpoint(app, smsNoLoginEndpoint, ({ input, ip }) => {
    checkField(setting, 'mobileNum', input.mobileNum, { force: true });
    const key = phoneKey(input.mobileNum, input.countryDialingCode);
    return { expiredMinutes: platform.smsCodes.send(key, input.purpose, ip) };
  });

  registerEndpoint(app, smsRegisterEndpoint, ({ input, ip }) => {
    checkField(setting, 'mobileNum', input.mobileNo, { force: true });
    const key = phoneKey(input.mobileNo, input.countryDialingCode);
    if (platform.profiles.isMobileTaken(key)) {
      throw new HttpError(409, 'This mobile number is already registered', {
        field: 'mobileNum',
        key: 'mobile_taken',
      });
    }
    return { expiredMinutes: platform.smsCodes.send(key, 'register', ip) };
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
