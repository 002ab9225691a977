import type { Language } from 'shared-contracts';

/** What a captcha is shown for: a form's submit, or an SMS code's send. */
export type CaptchaScope = 'form' | 'sms';

/** Query keys of this remote, one factory for every resource it reads. */
export const authKeys = {
  all: ['auth'] as const,
  whitelabel: () => [...authKeys.all, 'whitelabel'] as const,
  registerSetting: () => [...authKeys.all, 'registerSetting'] as const,
  authSetting: () => [...authKeys.all, 'authSetting'] as const,
  countryCodes: () => [...authKeys.all, 'countryCodes'] as const,
  newPlayerPromotions: (language: Language) =>
    [...authKeys.all, 'promotions', 'new_player', { language }] as const,
  participation: () => [...authKeys.all, 'participation'] as const,
  /** The viewer (a member's id or `guest`) is in the key: each sees their own standing. */
  newPlayerParticipation: (ids: readonly string[], viewer: string) =>
    [...authKeys.participation(), { ids, viewer }] as const,
  /**
   * A captcha image by what it is for: the form's own ('form': login, registration) or the one
   * asked before an SMS goes out ('sms'). Single use, so the two never share an image.
   */
  captcha: (scope: CaptchaScope = 'form') => [...authKeys.all, 'captcha', scope] as const,
};
