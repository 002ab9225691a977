import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { DEFAULT_CENTRE_PAGE } from './centrePages';
import { CENTRE_PARAM, useCentrePage } from './useCentrePage';

/**
 * Answers OpenMemberCentre: a member gets the page; a guest the login popup, and the page once
 * logged in; a trial account the auth area's upgrade offer (it answers OpenLogin
 * from a trial session with it).
 */
/** This page's path with `param` set to `value`: where the login continues. */
const withParam = (pathname: string, search: string, param: string, value: string): string => {
  const params = new URLSearchParams(search);
  params.set(param, value);
  return `${pathname}?${params.toString()}`;
};

export const useCentreCommands = (): void => {
  const { host } = useRemote();
  const { open } = useCentrePage();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const subscription = host.bus.on('OpenMemberCentre').subscribe((command) => {
      const session = host.bus.session.get();
      const page = command.page ?? DEFAULT_CENTRE_PAGE;
      if (session.status !== 'member' || session.member.isAgent === TRIAL_ACCOUNT_TYPE) {
        host.bus.publish({
          type: 'OpenLogin',
          reason: 'memberPage',
          resume: withParam(pathname, search, CENTRE_PARAM, page),
        });
        return;
      }
      open(page);
    });
    return () => subscription.unsubscribe();
  }, [host, open, pathname, search]);
};
