import '../../zodSetup';

import { readFileSync } from 'node:fs';

import { feeRuleSchema, minorUnitsSchema, payoutProviderSchema } from 'shared-contracts';
import { depositChannelSchema } from 'shared-contracts/member';
import { z } from 'zod/mini';

const count = z.number().check(z.int(), z.positive());

/**
 * The `payments` section of the brand file: deposit channels, the banks and e-wallets paid out
 * to, and the rules of withdrawals and upline transfers. Read beside the brand (like the auth
 * settings) so the whitelabel answer stays as the contract defines it.
 */
export const moneySettingsSchema = z.object({
  depositChannels: z.array(depositChannelSchema),
  /** Minutes a pending QR or e-wallet order waits for its payment; bank transfers wait a day. */
  onlineOrderMinutes: z._default(count, 30),
  bankOrderMinutes: z._default(count, 24 * 60),
  payoutProviders: z.array(payoutProviderSchema),
  maxAccountsPerType: z._default(count, 5),
  withdrawal: z.object({
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    dailyCount: count,
    fee: feeRuleSchema,
    /** A disbursed withdrawal counts as received after this many minutes (default 30). */
    autoReceiveMinutes: z._default(count, 30),
    /** False: disbursed is final, nobody is asked to confirm. */
    confirmation: z._default(z.boolean(), true),
  }),
  upline: z.object({
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    dailyMax: minorUnitsSchema,
  }),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** A brand without a `payments` section offers no channels and pays out to nobody. */
const NO_PAYMENTS = {
  depositChannels: [],
  payoutProviders: [],
  withdrawal: { minAmount: 1, maxAmount: 0, dailyCount: 1, fee: { fixed: 0, rateBp: 0 } },
  upline: { minAmount: 1, maxAmount: 0, dailyMax: 0 },
};

/** Reads and validates the brand file's `payments`; a broken section stops start-up. */
export const loadMoneySettings = (brandFile: string): MoneySettings => {
  const raw = JSON.parse(readFileSync(brandFile, 'utf8')) as { payments?: unknown };
  const parsed = moneySettingsSchema.safeParse(raw.payments ?? NO_PAYMENTS);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Brand file ${brandFile} is invalid at payments.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
};
