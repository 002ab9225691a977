import { useQueryParamPage } from 'shared-ui/kit';

import { DEFAULT_CENTRE_PAGE, isCentrePage } from './centrePages';

/** The query parameter that holds the open page (`?mc=withdraw`), so reload and back keep it. */
export const CENTRE_PARAM = 'mc';

/**
 * The member centre's page from the URL: null when the centre is closed, My account for a name
 * it does not know. Opening a page adds a history entry; closing removes the parameter.
 */
export const useCentrePage = () =>
  useQueryParamPage(CENTRE_PARAM, isCentrePage, DEFAULT_CENTRE_PAGE);
