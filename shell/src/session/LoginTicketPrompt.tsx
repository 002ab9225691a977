import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GUEST_SESSION,
  type HostContext,
  loginTicketExchangeEndpoint,
  logoutEndpoint,
  memberInfoEndpoint,
  type PlatformClient,
} from 'shared-contracts';
import { Button, Modal } from 'shared-ui';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useHost } from '../host/hostContext';
import { claimLoginTicket } from './takeLoginTicket';

/** Ends a session by its token, whichever session the client holds at the time. */
const endSession = async (host: HostContext, token: string): Promise<void> => {
  try {
    await fetch(`${host.config.apiBaseUrl}${logoutEndpoint.path}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // Unreachable platform: the unused session ends by itself at the idle limit.
  }
};

/** Makes `token` the page's session and tells the site who is logged in. */
const adopt = async (host: HostContext, client: PlatformClient, token: string) => {
  host.setToken(token);
  host.bus.balance.set(null);
  const member = await client.call(memberInfoEndpoint, {});
  host.bus.session.set({ status: 'member', member });
};

interface Offer {
  token: string;
  username: string;
}

/**
 * Login by URL (SPEC section 4, issue #20): exchanges the `?token=` ticket taken at start for a
 * new session. With no session open, that session is adopted at once; with one open, the player
 * is asked first, so a link cannot silently swap the account someone is playing on (login
 * CSRF). The session not kept is ended on the platform. An expired or spent ticket opens the
 * login popup.
 */
export const LoginTicketPrompt = () => {
  const { t } = useTranslation();
  const host = useHost();
  const client = usePlatformClient();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const ticket = claimLoginTicket();
    if (!ticket) return;
    client
      .call(loginTicketExchangeEndpoint, { ticket })
      .then(async ({ token, username }) => {
        if (host.getToken()) setOffer({ token, username });
        else await adopt(host, client, token);
      })
      .catch(() => host.bus.publish({ type: 'OpenLogin' }));
  }, [client, host]);

  if (!offer) return null;
  const keep = () => {
    setOffer(null);
    void endSession(host, offer.token);
  };
  const replace = () => {
    setOffer(null);
    const previous = host.getToken();
    if (previous) void endSession(host, previous);
    host.bus.session.set(GUEST_SESSION);
    adopt(host, client, offer.token).catch(() => host.bus.publish({ type: 'OpenLogin' }));
  };
  return (
    <Modal
      open
      onClose={keep}
      title={t('session.ticketTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={keep}>
            {t('session.ticketKeep')}
          </Button>
          <Button onClick={replace}>{t('session.ticketReplace')}</Button>
        </>
      }
    >
      <p>{t('session.ticketBody', { username: offer.username })}</p>
    </Modal>
  );
};
