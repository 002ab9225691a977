import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'shared-ui';

import { useHotGames } from '../../api/hotGames';
import { GamesQueryView } from './GamesQueryView';
import { HomeBlock } from './HomeBlock';

/** The categories whose hot games the home page shows, one tab each. */
export const HOT_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'] as const;
type HotCategory = (typeof HOT_CATEGORIES)[number];

/** Hot games per category, one tab each. */
export const HotGamesBlock = () => {
  const { t } = useTranslation('lobby');
  const [category, setCategory] = useState<HotCategory>('RNG');
  const query = useHotGames(category);
  const tabs = HOT_CATEGORIES.map((id) => ({ id, label: t(`category.${id}`) }));
  return (
    <HomeBlock title={t('home.hot')}>
      <Tabs items={tabs} value={category} onChange={setCategory} label={t('home.hotCategories')}>
        <GamesQueryView
          query={query}
          label={t('home.hotOf', { category: t(`category.${category}`) })}
          loadingLabel={t('home.loadingHot')}
          emptyTitle={t('home.emptyHot')}
        />
      </Tabs>
    </HomeBlock>
  );
};
