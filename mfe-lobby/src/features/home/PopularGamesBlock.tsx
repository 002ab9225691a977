import { useTranslation } from 'react-i18next';

import { usePopularGames } from '../../api/popularGames';
import { GamesQueryView } from './GamesQueryView';
import { HomeBlock } from './HomeBlock';

/** The 20 most played games. */
export const PopularGamesBlock = () => {
  const { t } = useTranslation('lobby');
  const query = usePopularGames();
  return (
    <HomeBlock title={t('home.popular')}>
      <GamesQueryView
        query={query}
        label={t('home.popular')}
        loadingLabel={t('home.loadingPopular')}
        emptyTitle={t('home.emptyPopular')}
      />
    </HomeBlock>
  );
};
