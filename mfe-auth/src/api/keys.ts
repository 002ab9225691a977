import type { Language } from 'shared-contracts';

/** Query keys of this remote, one factory for every resource it reads. */
export const authKeys = {
  all: ['auth'] as const,
  whitelabel: () => [...authKeys.all, 'whitelabel'] as const,
  registerSetting: () => [...authKeys.all, 'registerSetting'] as const,
  authSetting: () => [...authKeys.all, 'authSetting'] as const,
  countryCodes: () => [...authKeys.all, 'countryCodes'] as const,
  newPlayerPromotions: (language: Language) =>
    [...authKeys.all, 'promotions', 'new_player', { language }] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
};
