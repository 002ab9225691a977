import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Day } from 'shared-contracts';
import { reportToday } from 'shared-ui/reports';

/**
 * A records page's filters in the URL: read on every render (so back and forward show what the
 * address says), written as a new history entry (so back returns to the previous filters).
 * The value keeps its identity while the address does not change.
 */
export const useUrlFilters = <F>(
  read: (params: URLSearchParams, today: Day) => F,
  write: (previous: URLSearchParams, filters: F) => URLSearchParams,
): [F, (next: F) => void] => {
  const [params, setParams] = useSearchParams();
  const today = reportToday();
  const search = params.toString();

  const filters = useMemo(() => read(new URLSearchParams(search), today), [search, today, read]);
  const update = useCallback(
    (next: F) => setParams((previous) => write(previous, next)),
    [setParams, write],
  );
  return [filters, update];
};
