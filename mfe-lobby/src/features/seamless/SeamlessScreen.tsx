import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'shared-ui';

import { useBrand } from '../../api/brand';
import { useVendorLanes } from '../../api/vendors';
import common from '../../components/common.module.css';
import { splitEsports } from '../lobby/esportsSplit';
import { GameBrowser } from '../lobby/GameBrowser';
import { hasClassifications, LOBBY_CATEGORIES, type LobbyCategory } from '../lobby/lobbyCategory';

const CATEGORIES = Object.values(LOBBY_CATEGORIES);
const isCategory = (value: string | null): value is LobbyCategory =>
  CATEGORIES.includes(value as LobbyCategory);

/**
 * /seamless: every game in one immersive page (the shell hides its bars and minimises the side
 * menu); the category is a tab kept in `?category=`.
 */
export const SeamlessScreen = () => {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category: LobbyCategory = isCategory(requested) ? requested : 'RNG';
  const lanes = useVendorLanes();
  const brand = useBrand();
  const cards =
    splitEsports(lanes.data ?? [], brand.data?.esportsVassalages ?? [], t('category.ESPORTS')).find(
      (lane) => lane.gameCategory === category,
    )?.cards ?? [];
  const tabs = CATEGORIES.map((id) => ({ id, label: t(`category.${id}`) }));
  return (
    <section className={common.screen} aria-labelledby="seamless-heading">
      <h1 id="seamless-heading" className={common.heading}>
        {t('seamless.title')}
      </h1>
      <Tabs
        items={tabs}
        value={category}
        // A new category starts without the previous one's filters.
        onChange={(next) => setParams(new URLSearchParams({ category: next }))}
        label={t('seamless.categories')}
      >
        <GameBrowser
          key={category}
          gameType={category}
          vendors={cards}
          withClassifications={hasClassifications(category)}
          label={t('games.listLabel', { category: t(`category.${category}`) })}
        />
      </Tabs>
    </section>
  );
};
