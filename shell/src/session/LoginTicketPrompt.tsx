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
  /** Whether a session was open when the link arrived (switch) or not (confirm the account). */
  replacing: boolean;
}

/** `vip01` -> `vi***`: enough for the owner to recognise, nothing for a bystander. */
export const maskUsername = (username: string) => `${username.slice(0, 2)}***`;

/**
 * Login by URL (SPEC section 4): exchanges the `?token=` ticket taken at
 * start for a new session, and always asks first: with a session open, whether to switch; with
 * none, whether to continue as the (masked) account, so a link minted by someone else cannot
 * silently sign a visitor into the sender's account (login CSRF). The session not kept is ended
 * on the platform. An expired or spent ticket opens the login popup.
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
      .then(({ token, username }) =>
        setOffer({ token, username, replacing: Boolean(host.getToken()) }),
      )
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
  const username = offer.replacing ? offer.username : maskUsername(offer.username);
  return (
    <Modal
      open
      onClose={keep}
      title={t(offer.replacing ? 'session.ticketTitle' : 'session.ticketGuestTitle', { username })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={keep}>
            {t(offer.replacing ? 'session.ticketKeep' : 'session.ticketGuestDecline')}
          </Button>
          <Button onClick={replace}>
            {t(offer.replacing ? 'session.ticketReplace' : 'session.ticketGuestContinue', {
              username,
            })}
          </Button>
        </>
      }
    >
      <p>{t(offer.replacing ? 'session.ticketBody' : 'session.ticketGuestBody', { username })}</p>
    </Modal>
  );
};
