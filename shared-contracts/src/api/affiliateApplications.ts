import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { epochMsSchema, languageSchema, text } from './common';
import { defineEndpoint } from './endpoint';

/** How many visitors a would-be affiliate brings a month, as the application form asks. */
export const AFFILIATE_TRAFFIC = ['under1k', '1kTo10k', '10kTo100k', 'over100k'] as const;
export const affiliateTrafficSchema = lazySchema(() => z.enum(AFFILIATE_TRAFFIC));
export type AffiliateTraffic = z.infer<typeof affiliateTrafficSchema>;

/** What the affiliate application page sends (the footer's Affiliates button opens it). */
export const affiliateApplicationRequestSchema = lazySchema(() =>
  z.strictObject({
    name: text(80).check(z.trim(), z.minLength(2)),
    email: z.email().check(z.maxLength(120)),
    /** The website or channel the affiliate promotes through. */
    channel: text(200).check(z.trim(), z.minLength(3)),
    traffic: affiliateTrafficSchema,
    message: z.optional(text(1000)),
    language: languageSchema,
  }),
);
export type AffiliateApplicationRequest = z.infer<typeof affiliateApplicationRequestSchema>;

/**
 * POST /wps/affiliates/applications (JSON): stores an application for the affiliate team
 * (ops read them at GET /admin/affiliates/applications). Limited per address.
 */
export const affiliateApplicationEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/affiliates/applications',
    auth: 'none',
    request: affiliateApplicationRequestSchema,
    response: z.object({ id: z.string(), createdAt: epochMsSchema }),
  }),
);
