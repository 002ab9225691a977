import { useTranslation } from 'react-i18next';

import { usePopularGames } from '../../api/popularGames';
import { useNearViewport } from '../../lib/useNearViewport';
import { GamesQueryView } from './GamesQueryView';
import { HomeBlock } from './HomeBlock';

/** The 20 most played games, fetched when the block comes near the viewport. */
export const PopularGamesBlock = () => {
  const { t } = useTranslation('lobby');
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = usePopularGames({ enabled: near });
  return (
    <HomeBlock ref={ref} title={t('home.popular')}>
      <GamesQueryView
        query={query}
        label={t('home.popular')}
        loadingLabel={t('home.loadingPopular')}
        emptyTitle={t('home.emptyPopular')}
      />
    </HomeBlock>
  );
};
