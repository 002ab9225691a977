import { useQuery } from '@tanstack/react-query';
import { captchaEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { authKeys } from './keys';

/** A captcha image, fetched only while a form shows it; single use, so never cached stale. */
export const useCaptcha = (enabled: boolean) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: authKeys.captcha(),
    queryFn: ({ signal }) => client.call(captchaEndpoint, {}, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
};
