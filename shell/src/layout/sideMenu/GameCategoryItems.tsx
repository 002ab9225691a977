import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from 'shared-ui';

import { useGameMenus } from '../../api/gameMenus';
import { useWhitelabel } from '../../api/whitelabel';
import { useLanguage } from '../../state/useLanguage';
import { GameCategoryItem } from './GameCategoryItem';
import { buildGameMenu } from './gameMenu';
import styles from './SideMenu.module.css';

/** The game categories of the side menu, with loading and error states in place. */
export const GameCategoryItems = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const menus = useGameMenus(language);
  const { data: brand } = useWhitelabel();
  if (menus.isPending) {
    return (
      <li className={styles.state}>
        <LoadingState label={t('sideMenu.gamesLoading')} />
      </li>
    );
  }
  if (menus.isError) {
    return (
      <li className={styles.state}>
        <ErrorState
          message={t('sideMenu.gamesError')}
          retryLabel={t('common.retry')}
          onRetry={() => void menus.refetch()}
        />
      </li>
    );
  }
  // No categories is a valid answer (a brand without games yet): the menu simply has none.
  return (
    <>
      {buildGameMenu(menus.data, brand?.esportsVassalages).map((item) => (
        <GameCategoryItem key={item.category} item={item} />
      ))}
    </>
  );
};
