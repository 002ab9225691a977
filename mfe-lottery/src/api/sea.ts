import { useHref, useLocation } from 'react-router-dom';
import { lotteryLobbyLinkEndpoint } from 'shared-contracts/lottery';
import { useEndpointQuery, useLanguage } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

export type SeaView = 'betting' | 'lobby';

/**
 * The address of the external (SEA) lottery view for a signed-in member (SPEC section 3's
 * lottery lobby link): its lobby, or the betting view of one game. Asked again on every opening,
 * never cached: the view shows the issue on sale now.
 */
export const useSeaLink = (view: SeaView, gameCode: string | undefined, enabled: boolean) => {
  const language = useLanguage();
  // The view's back link returns to this page (without its query), as an absolute address.
  const page = useHref(useLocation().pathname);
  const backUrl = new URL(page, window.location.origin).toString();
  return useEndpointQuery(
    lotteryLobbyLinkEndpoint,
    {
      lottoView: view,
      lottoPrizeMode: 'SEA',
      ...(view === 'betting' && gameCode ? { lottoGameCode: gameCode } : {}),
      backUrl,
      language,
    },
    { key: lotteryKeys.seaLink, enabled, staleTime: 0, gcTime: 0 },
  );
};
