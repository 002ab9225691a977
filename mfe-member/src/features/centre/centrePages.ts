import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from 'shared-contracts';

/** Where the centre opens when no page is named. */
export const DEFAULT_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Whether `id` names a page of the member centre. */
export const isCentrePage = (id: string): id is MemberCentrePage =>
  (MEMBER_CENTRE_PAGES as readonly string[]).includes(id);
