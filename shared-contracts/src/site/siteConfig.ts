import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';

/**
 * Runtime configuration of the site, served next to the shell as /site-config.json, so the
 * same build talks to the reference platform or the operator's platform.
 */
export const siteConfigSchema = lazySchema(() =>
  z.object({
    /** Base URL of the platform API; '' means the shell's own origin. */
    apiBaseUrl: z.string(),
    /** WebSocket URL for balance pushes; relative to the API origin when it starts with '/'. */
    wsPath: z.string(),
    /** URL of the remote registry document. */
    registryUrl: z.string(),
    /** Key of the encrypted calls (SPEC section 7): public by design, obfuscation only. */
    payloadSecret: z.string(),
    /**
     * The reference platform's local inbox (demo mode only): where the SMS codes and mails it
     * "sent" are listed. Null or absent on a real platform; the site then shows no link.
     */
    demoInbox: z.optional(z.nullable(z.string())),
    /**
     * How long an area waits for its remote's code before it shows its failure (with a retry),
     * in milliseconds. Absent: SPEC's chunk time-out, 120 s; a "still loading" note shows first.
     */
    remotePatienceMs: z.optional(z.number().check(z.int(), z.positive())),
    /**
     * Percentage of visits whose browsers report field data (ADR 0030: vitals and remote
     * failures per release, sent to /field-data). Absent or 0: none.
     */
    fieldDataSample: z.optional(z.number().check(z.gte(0), z.lte(100))),
  }),
);
export type SiteConfig = z.infer<typeof siteConfigSchema>;
