import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { filter, type Subscription, take } from 'rxjs';
import { useRemote } from 'shared-ui/kit';

/**
 * Runs an action that needs a member: at once when signed in; otherwise it opens the login
 * modal (bus command) and runs the action when the session becomes a member's, so "play"
 * continues after the login, on this page (the command's `resume`). A newer request replaces a waiting one; unmounting drops it.
 */
export const useRequireLogin = () => {
  const { host } = useRemote();
  const { pathname, search } = useLocation();
  const waiting = useRef<Subscription | null>(null);

  useEffect(
    () => () => {
      waiting.current?.unsubscribe();
      waiting.current = null;
    },
    [],
  );

  return useCallback(
    (action: () => void) => {
      waiting.current?.unsubscribe();
      waiting.current = null;
      if (host.bus.session.get().status === 'member') {
        action();
        return;
      }
      waiting.current = host.bus.session.value$
        .pipe(
          filter((session) => session.status === 'member'),
          take(1),
        )
        .subscribe(() => {
          waiting.current = null;
          action();
        });
      // The login continues here, not at '/', so the waiting action finds this page.
      host.bus.publish({
        type: 'OpenLogin',
        resume: `${pathname}${search}`,
      });
    },
    [host, pathname, search],
  );
};
