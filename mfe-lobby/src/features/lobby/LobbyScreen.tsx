import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CLIENT_TYPE, gameListEndpoint, type VendorCard } from 'shared-contracts';
import { ErrorState } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { useBrand } from '../../api/brand';
import { useVendorLanes } from '../../api/vendors';
import common from '../../components/common.module.css';
import { useGameLauncher } from '../games/GameLauncher';
import { splitEsports } from './esportsSplit';
import { GameBrowser } from './GameBrowser';
import { hasClassifications, lobbyCategoryOf } from './lobbyCategory';
import { PvpRooms } from './PvpRooms';
import { useLobbyFilters } from './useLobbyFilters';
import { VendorCards, VendorCardsPlaceholder } from './VendorCards';
import { VendorGamesModal } from './VendorGamesModal';

/** /rng, /pvp, /live, /fish, /sports and /esports: vendors, rooms and the game list. */
export const LobbyScreen = () => {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const category = lobbyCategoryOf(pathname);
  const { client } = useRemote();
  const { launch } = useGameLauncher();
  const lanes = useVendorLanes();
  const brand = useBrand();
  const [filters, setFilters] = useLobbyFilters();
  const [popupVendor, setPopupVendor] = useState<VendorCard | null>(null);

  const esports = brand.data?.esportsVassalages ?? [];
  const lane = lanes.data
    ? splitEsports(lanes.data, esports, t('category.ESPORTS')).find(
        (l) => l.gameCategory === category,
      )
    : undefined;
  const cards = lane?.cards ?? [];

  const onVendor = (card: VendorCard) => {
    // The slots entry keeps the vendor as the lobby's filter (SPEC section 4).
    if (category === 'RNG') {
      setFilters({ vassalage: filters.vassalage === card.vassalage ? undefined : card.vassalage });
      return;
    }
    if (card.isGame === 'VASSALAGE') {
      setPopupVendor(card);
      return;
    }
    // A single-game vendor (a sportsbook, a live lobby) opens at once.
    void client
      .call(gameListEndpoint, {
        clientType: CLIENT_TYPE,
        gameType: category,
        vassalage: card.vassalage,
        pageNo: 1,
        pageSize: 1,
      })
      .then((page) => {
        const game = page.games[0];
        if (game) launch(game);
      })
      .catch(() => setPopupVendor(card));
  };

  return (
    <section className={common.screen} aria-labelledby="lobby-heading">
      <h1 id="lobby-heading" className={common.heading}>
        {t(`category.${category}`)}
      </h1>
      {lanes.isPending ? (
        <VendorCardsPlaceholder label={t('vendors.loading')} />
      ) : lanes.isError ? (
        <ErrorState
          message={t('vendors.error')}
          retryLabel={t('retry')}
          onRetry={() => void lanes.refetch()}
        />
      ) : cards.length > 0 ? (
        <VendorCards
          cards={cards}
          label={t('vendors.label')}
          selected={category === 'RNG' ? (filters.vassalage ?? '') : undefined}
          onSelect={onVendor}
        />
      ) : null}
      {category === 'PVP' ? <PvpRooms vassalage={filters.vassalage} /> : null}
      <h2 className={common.title}>{t('games.title')}</h2>
      <GameBrowser
        gameType={category}
        vendors={cards}
        withClassifications={hasClassifications(category)}
        label={t('games.listLabel', { category: t(`category.${category}`) })}
      />
      <VendorGamesModal
        vendor={popupVendor}
        gameType={category}
        onClose={() => setPopupVendor(null)}
      />
    </section>
  );
};
