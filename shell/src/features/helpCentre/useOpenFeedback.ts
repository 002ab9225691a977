import { useHost } from '../../host/hostContext';

/**
 * Opens the member centre's feedback page (?mc=feedback); for a guest the member centre asks
 * for the login first and opens the page after it.
 */
export const useOpenFeedback = () => {
  const host = useHost();
  return () => host.bus.publish({ type: 'OpenMemberCentre', page: 'feedback' });
};
