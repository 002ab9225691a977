import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How {@link useQueryParamPage} changes the URL: `replace` rewrites the current entry. */
export interface QueryParamPageOptions {
  replace?: boolean;
}

/** The page an overlay shows, read from and written to a query parameter. */
export interface QueryParamPage<P extends string> {
  /** The open page: null when the parameter is absent, `fallback` for a name it does not know. */
  page: P | null;
  /** Opens `next` (a new history entry, so back returns to the previous page). */
  open: (next: P, options?: QueryParamPageOptions) => void;
  /** Removes the parameter and keeps the rest of the URL. */
  close: (options?: QueryParamPageOptions) => void;
}

/**
 * An overlay's page in a URL query parameter (`?mc=withdraw`), so reload, links and back keep
 * it. The other parameters of the URL stay as they are.
 */
export const useQueryParamPage = <P extends string>(
  param: string,
  isPage: (id: string) => id is P,
  fallback: P,
): QueryParamPage<P> => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const page = raw === null ? null : isPage(raw) ? raw : fallback;

  const open = useCallback(
    (next: P, { replace = false }: QueryParamPageOptions = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(param, next);
          return updated;
        },
        { replace },
      ),
    [param, setParams],
  );

  const close = useCallback(
    ({ replace = false }: QueryParamPageOptions = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(param);
          return updated;
        },
        { replace },
      ),
    [param, setParams],
  );

  return { page, open, close };
};
