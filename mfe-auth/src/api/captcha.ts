import { captchaEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery } from 'shared-ui/kit';

/** The captcha image of the form that shows one (login, registration, account linking). */
export const captchaKeys = resourceKeys('auth', 'captcha');

/**
 * A captcha image, fetched only while a form shows it; single use, so never cached stale: a new
 * one each time the field appears, none kept once it is gone.
 */
export const useCaptcha = (enabled: boolean) =>
  useEndpointQuery(
    captchaEndpoint,
    {},
    { key: captchaKeys, enabled, staleTime: Infinity, refetchOnMount: 'always', gcTime: 0 },
  );
