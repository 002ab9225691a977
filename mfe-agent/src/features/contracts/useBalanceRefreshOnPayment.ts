import { useEffect, useRef } from 'react';
import { useRemote } from 'shared-ui/kit';

/**
 * Tells the header to read the balance again when a list the page keeps fresh shows a payment
 * it had not shown before (a wage settled or a dividend approved while the page is open). The
 * ids are the paid items of the list's first page, `undefined` while it loads; the first answer
 * only sets what was already paid.
 */
export const useBalanceRefreshOnPayment = (paidIds: readonly string[] | undefined) => {
  const { host } = useRemote();
  const seen = useRef<Set<string> | null>(null);
  const signature = paidIds?.join(',');
  useEffect(() => {
    if (signature === undefined) return;
    const ids = signature === '' ? [] : signature.split(',');
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const fresh = ids.filter((id) => !known.has(id));
    for (const id of fresh) known.add(id);
    if (fresh.length > 0) host.bus.publish({ type: 'RefreshBalance' });
  }, [signature, host]);
};
