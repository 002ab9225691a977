import { useQuery } from '@tanstack/react-query';
import { captchaEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { authKeys, type CaptchaScope } from './keys';

/**
 * A captcha image, fetched only while a form shows it; single use, so never cached stale: a new
 * one each time the field appears, none kept once it is gone.
 */
export const useCaptcha = (enabled: boolean, scope: CaptchaScope = 'form') => {
  const { client } = useRemote();
  return useQuery({
    queryKey: authKeys.captcha(scope),
    queryFn: ({ signal }) => client.call(captchaEndpoint, {}, { signal }),
    enabled,
    staleTime: Infinity,
    refetchOnMount: 'always',
    gcTime: 0,
  });
};
