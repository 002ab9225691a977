import { useQuery } from '@tanstack/react-query';
import { DEVICE, helpCenterEndpoint, type Language } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the help centre, by language. */
export const helpCenterKeys = {
  all: ['helpCenter'] as const,
  language: (language: Language) => [...helpCenterKeys.all, language] as const,
};

/** Help-centre sections for a language (/wps/system/helpCenter?lang=&device=WEB). */
export const useHelpCenter = (language: Language) => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: helpCenterKeys.language(language),
    queryFn: ({ signal }) =>
      client.call(helpCenterEndpoint, { lang: language, device: DEVICE }, { signal }),
  });
};
