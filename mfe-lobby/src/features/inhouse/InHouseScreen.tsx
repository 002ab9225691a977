import { useTranslation } from 'react-i18next';

import { useInHouseGames } from '../../api/inHouseGames';
import common from '../../components/common.module.css';
import { GamesQueryView } from '../home/GamesQueryView';
import styles from './InHouseScreen.module.css';

/** /inhouse: the platform's own games. */
export const InHouseScreen = () => {
  const { t } = useTranslation('lobby');
  const query = useInHouseGames();
  return (
    <section className={common.screen} aria-labelledby="inhouse-heading">
      <h1 id="inhouse-heading" className={common.heading}>
        {t('inhouse.title')}
      </h1>
      <p className={styles.intro}>{t('inhouse.intro')}</p>
      <GamesQueryView
        query={query}
        label={t('inhouse.title')}
        loadingLabel={t('inhouse.loading')}
        emptyTitle={t('inhouse.empty')}
      />
    </section>
  );
};
