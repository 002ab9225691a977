import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from 'shared-contracts';
import { affiliateApplicationEndpoint } from 'shared-contracts/agent';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { tooManyRequests } from '../../http/httpError';
import { sendOwnPage } from '../../http/ownPages';
import { parseInput } from '../../http/parseInput';
import { createRateLimiter } from '../../http/rateLimiter';
import { registerEndpoint } from '../../http/registerEndpoint';
import { adminGuard } from '../auth/adminGuard';
import { AFFILIATE_PAGE_PATH, renderAffiliatePage } from './affiliatePage';

/** Applications one address may send per hour. */
export const AFFILIATE_APPLICATIONS_PER_HOUR = 5;

const pageQuery = z.object({
  lang: z.enum(LANGUAGES).optional().catch(undefined),
  theme: z.enum(['dark', 'light']).catch('dark'),
});
const listQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The first site language the browser asks for (Accept-Language), English otherwise. */
const languageOfHeader = (header: string | undefined) => {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toUpperCase();
    const language = code === 'ZH' ? 'CN' : code;
    const known = LANGUAGES.find((candidate) => candidate === language);
    if (known) return known;
  }
  return 'EN' as const;
};

/**
 * The affiliate application page the footer's Affiliates button opens (a page the platform
 * serves, SPEC section 2), its form's endpoint, and the ops list.
 */
export const registerAffiliateRoutes = (
  app: FastifyInstance,
  applications: Areas['affiliates']['applications'],
): void => {
  const { platform } = app;
  const perAddress = createRateLimiter(AFFILIATE_APPLICATIONS_PER_HOUR, 60 * 60_000);

  app.get(AFFILIATE_PAGE_PATH, async (request, reply) => {
    const query = pageQuery.parse(request.query ?? {});
    const page = renderAffiliatePage({
      language: query.lang ?? languageOfHeader(request.headers['accept-language']),
      brandName: platform.config.brand.brandName,
      theme: query.theme,
    });
    return sendOwnPage(reply, page.html, [
      "default-src 'none'",
      `script-src 'nonce-${page.nonce}'`,
      `style-src 'nonce-${page.nonce}'`,
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  registerEndpoint(app, affiliateApplicationEndpoint, ({ input, ip }) => {
    const wait = perAddress.hit(ip, Date.now());
    if (wait > 0) throw tooManyRequests(wait);
    return applications.submit(input, ip);
  });

  const { adminToken } = platform.config;
  if (!adminToken) return;
  app.get(
    '/admin/affiliates/applications',
    { preHandler: adminGuard(adminToken) },
    async (request) => {
      const { pageNo, pageSize } = parseInput(listQuery, request.query ?? {});
      return okEnvelope(applications.list(pageNo, pageSize));
    },
  );
};
