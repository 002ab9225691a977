import { useHost } from '../../host/hostContext';
import { useSession } from '../../state/session';

/**
 * Opens the member centre's feedback page (?mc=feedback); a guest gets the login popup first,
 * as for every member-centre page.
 */
export const useOpenFeedback = () => {
  const host = useHost();
  const session = useSession();
  return () =>
    host.bus.publish(
      session.status === 'member'
        ? { type: 'OpenMemberCentre', page: 'feedback' }
        : { type: 'OpenLogin' },
    );
};
