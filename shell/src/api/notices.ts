import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Language, NOTICE_PAGE_SIZE, noticesEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/**
 * Announcement types the modal lists: the board (B) and player notices (PL). Popups (PU) are
 * the lobby's and promotion notices (PR) belong to the promotions area.
 */
export const ANNOUNCEMENT_TYPES = 'B,PL';

/** Query keys of announcement pages. */
export const noticeKeys = {
  all: ['notices'] as const,
  page: (types: string, pageNo: number, language: Language) =>
    [...noticeKeys.all, types, pageNo, language] as const,
};

/** One page of announcements (/wps/system/notice), NOTICE_PAGE_SIZE per page. */
export const useNoticePage = (pageNo: number, language: Language) => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: noticeKeys.page(ANNOUNCEMENT_TYPES, pageNo, language),
    queryFn: ({ signal }) =>
      client.call(
        noticesEndpoint,
        { types: ANNOUNCEMENT_TYPES, pageNo, pageSize: NOTICE_PAGE_SIZE, language },
        { signal },
      ),
    // Keeps the previous page on screen while the next loads, so the modal does not jump.
    placeholderData: keepPreviousData,
  });
};
