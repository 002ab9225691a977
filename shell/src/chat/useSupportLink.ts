import { useEffect, useRef, useState } from 'react';

import { useHost } from '../host/hostContext';
import { useSession } from '../state/session';
import { chatAccessOf } from './chatAccess';
import { takeSupportLink } from './supportLink';

/** What the support link needs of the chat window. */
interface SupportLinkActions {
  openSupport: () => void;
  showTrialNotice: () => void;
}

/**
 * A customer-service link opened outside the site lands on the home page with `?chat=support`:
 * a member gets the support conversation in the chat window at once; a guest is asked to log in
 * (the popup says why) and gets it right after; a trial account is told the chat needs a real
 * account. A stored session being restored is waited for, not asked to log in again.
 */
export const useSupportLink = ({ openSupport, showTrialNotice }: SupportLinkActions): void => {
  const host = useHost();
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const loginAsked = useRef(false);

  useEffect(() => {
    if (takeSupportLink()) setAsked(true);
  }, []);

  useEffect(() => {
    if (!asked) return;
    const access = chatAccessOf(session);
    if (access === 'member') {
      setAsked(false);
      openSupport();
    } else if (access === 'trial') {
      setAsked(false);
      showTrialNotice();
    } else if (!host.getToken() && !loginAsked.current) {
      loginAsked.current = true;
      host.bus.publish({ type: 'OpenLogin', reason: 'customerService' });
    }
  }, [asked, session, host, openSupport, showTrialNotice]);
};
