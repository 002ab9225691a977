import './zodSetup';

import { readFileSync } from 'node:fs';

import { registerSettingSchema, whitelabelSchema } from 'shared-contracts';
import { z } from 'zod/mini';

/**
 * One brand's configuration file: everything the whitelabel answer holds plus what only the
 * platform needs (ledger currency, maintenance contact, registration rules). Built from the
 * contract schemas so the file cannot drift from what the site reads.
 */
export const brandSchema = z.extend(whitelabelSchema, {
  /** ISO code the ledger counts in (minor units). */
  currency: z.string().check(z.minLength(3), z.maxLength(3)),
  /** Where "Contact Us" on the maintenance page leads. */
  contactUrl: z.string(),
  registration: registerSettingSchema,
  /**
   * Percentage of visits whose browsers report field data (ADR 0030); 100 on the demo brand,
   * 0 (none) when absent.
   */
  fieldDataSample: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** The installed app's title bar and splash colours (web app manifest); the dark theme's if absent. */
  appColors: z.optional(
    z.object({
      theme: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
      background: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    }),
  ),
});
export type Brand = z.infer<typeof brandSchema>;

/** Reads and validates a brand file; a broken file stops start-up with the offending field. */
export const loadBrand = (file: string): Brand => {
  const parsed = brandSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Brand file ${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
};
