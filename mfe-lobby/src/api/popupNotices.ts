import { noticesEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of the popup (PU) announcements. */
export const popupNoticeKeys = resourceKeys('lobby', 'popupNotices');

/** The popup announcements (type PU) the home page shows on a first visit. */
export const usePopupNotices = () => {
  const language = useLanguage();
  return useEndpointQuery(
    noticesEndpoint,
    { types: 'PU', language },
    { key: popupNoticeKeys, select: (value) => value.list, staleTime: 5 * 60_000 },
  );
};
