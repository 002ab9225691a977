import { useTranslation } from 'react-i18next';

import styles from './HomeScreen.module.css';
import { HotGamesBlock } from './HotGamesBlock';
import { MemberGamesBlock } from './MemberGamesBlock';
import { PopularGamesBlock } from './PopularGamesBlock';
import { PopupNotice } from './PopupNotice';
import { WinnerBoard } from './WinnerBoard';

/** /index under the shell's banner: hot, popular, recent, favourites, winners, popup notice. */
export const HomeScreen = () => {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <HotGamesBlock />
      <PopularGamesBlock />
      <div className={styles.home}>
        <MemberGamesBlock kind="recent" />
        <MemberGamesBlock kind="favourites" />
      </div>
      <WinnerBoard />
      <PopupNotice />
    </div>
  );
};
