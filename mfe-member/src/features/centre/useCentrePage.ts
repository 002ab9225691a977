import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MemberCentrePage } from 'shared-contracts';

import { DEFAULT_CENTRE_PAGE, isCentrePage } from './centrePages';

/** The query parameter that holds the open page (`?mc=withdraw`), so reload and back keep it. */
export const CENTRE_PARAM = 'mc';

/**
 * The member centre's page from the URL: null when the centre is closed. Opening a page adds
 * a history entry (back returns to the previous page); closing removes the parameter.
 */
export const useCentrePage = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CENTRE_PARAM);
  const page: MemberCentrePage | null =
    raw === null ? null : isCentrePage(raw) ? raw : DEFAULT_CENTRE_PAGE;

  const open = useCallback(
    (next: MemberCentrePage, { replace = false } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(CENTRE_PARAM, next);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  const close = useCallback(
    ({ replace = false } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(CENTRE_PARAM);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return { page, open, close };
};
