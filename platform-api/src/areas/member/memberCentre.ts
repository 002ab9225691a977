import type { PlatformCore } from '../../platform';
import { createSimulatedProvider } from '../payments/simulatedProvider';
import { createBonuses } from './bonuses';
import { loadBonusRules } from './bonusRules';
import { createContactCodes } from './contactCodes';
import { createDeposits } from './deposits';
import { createMemberProfiles } from './memberProfile';
import { createMemberWallets } from './memberWallets';
import { loadMoneySettings } from './moneySettings';
import { createPayoutAccounts } from './payoutAccounts';
import { createUplineTransfers } from './upline';
import { createUploadStore } from './uploads';
import { createWithdrawalPasswords } from './withdrawalPassword';
import { createWithdrawals } from './withdrawals';

/** The member centre's services (ADR 0008), built once per platform from its parts. */
export const createMemberCentre = (platform: PlatformCore) => {
  const { db, config, ledger, balances, outbox, loginThrottle, memberGates } = platform;
  const settings = loadMoneySettings(config.brandFile);
  const uploads = createUploadStore(db, config.dbPath);
  const accounts = createPayoutAccounts(db, settings);
  const bonuses = createBonuses(db, loadBonusRules(config.brandFile).wagering);
  const protection = memberGates.protection;
  // The reference platform's provider is the simulator, a demo-only party (docs/security.md).
  const providerSecret = config.paymentProviderSecret;
  const simulator =
    config.mode === 'demo' && providerSecret ? createSimulatedProvider(providerSecret) : null;
  return {
    settings,
    uploads,
    accounts,
    bonuses,
    protection,
    providerSecret,
    simulator,
    profiles: createMemberProfiles(db),
    contactCodes: createContactCodes(db, outbox),
    withdrawalPasswords: createWithdrawalPasswords(
      db,
      loginThrottle,
      config.scryptCost,
      config.brand.registration,
    ),
    deposits: createDeposits({
      db,
      ledger,
      settings,
      protection,
      uploads,
      provider: simulator,
      currency: config.brand.currency,
    }),
    withdrawals: createWithdrawals({ db, ledger, settings, accounts, bonuses, uploads }),
    wallets: createMemberWallets(db, ledger, balances, config.brand.currency),
    upline: createUplineTransfers(db, ledger, settings, bonuses),
  };
};
export type MemberCentre = ReturnType<typeof createMemberCentre>;
