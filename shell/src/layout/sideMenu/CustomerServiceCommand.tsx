import { useEffect } from 'react';

import { useHost } from '../../host/hostContext';
import { useOpenCustomerService } from './useOpenCustomerService';

/**
 * Answers the bus's OpenCustomerService (a remote's "ask customer service" link, the login
 * popup's among them) on every page, side menu or not. The command arrives in the click that
 * sent it, so the desk's popup may still open.
 */
export const CustomerServiceCommand = () => {
  const host = useHost();
  const { open } = useOpenCustomerService();
  useEffect(() => {
    const subscription = host.bus.on('OpenCustomerService').subscribe(() => void open());
    return () => subscription.unsubscribe();
  }, [host, open]);
  return null;
};
