import { useQuery } from '@tanstack/react-query';
import { type Language, noticesEndpoint } from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Query keys of the popup (PU) announcements. */
export const popupNoticeKeys = {
  all: ['lobby', 'popupNotices'] as const,
  list: (language: Language) => [...popupNoticeKeys.all, { language }] as const,
};

/** The popup announcements (type PU) the home page shows on a first visit. */
export const usePopupNotices = () => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: popupNoticeKeys.list(language),
    queryFn: async ({ signal }) =>
      (await client.call(noticesEndpoint, { types: 'PU', language }, { signal })).list,
    staleTime: 5 * 60_000,
  });
};
