import { useEffect } from 'react';
import { merge } from 'rxjs';
import { TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { authUi } from '../../state/authUi';
import { continuation } from '../../state/continuation';
import { useFreePlay } from './useFreePlay';

/** What the login popup says when a command tells why the player has to log in. */
const LOGIN_NOTICES = {
  sessionEnded: { key: 'errors.session_ended' },
  customerService: { key: 'login.customerService' },
  memberPage: { key: 'login.memberPage' },
} as const;

/**
 * Answers the bus commands of the auth area: OpenLogin, OpenRegister, StartFreePlay and
 * RequestLogout. A trial account asking to log in or register is offered the upgrade
 * (in_need_true_account), as the member and agent centres refuse it (SPEC section 6). A
 * command's `resume` is where the sign-in continues (state/continuation).
 */
export const useAuthCommands = (): void => {
  const { host } = useRemote();
  const startFreePlay = useFreePlay();
  useEffect(() => {
    const { bus } = host;
    const isTrial = () => {
      const session = bus.session.get();
      return session.status === 'member' && session.member.isAgent === TRIAL_ACCOUNT_TYPE;
    };
    const subscription = merge(bus.on('OpenLogin'), bus.on('OpenRegister')).subscribe((command) => {
      if (isTrial()) {
        authUi.open('trialUpgrade');
        return;
      }
      if (bus.session.get().status !== 'guest') return;
      continuation.set(command.resume);
      if (command.type === 'OpenRegister') {
        authUi.open('register');
        return;
      }
      authUi.open('login', { notice: command.reason ? LOGIN_NOTICES[command.reason] : null });
    });
    subscription.add(
      bus.on('StartFreePlay').subscribe(() => {
        void startFreePlay().then((failure) => failure && authUi.notify(failure));
      }),
    );
    subscription.add(
      bus.on('RequestLogout').subscribe(() => {
        if (bus.session.get().status === 'member' || host.getToken()) authUi.open('logout');
      }),
    );
    return () => subscription.unsubscribe();
  }, [host, startFreePlay]);
};
