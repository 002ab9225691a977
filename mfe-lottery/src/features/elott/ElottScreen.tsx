import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { buttonClassName, formLayout } from 'shared-ui';

import { useLotteryMenus } from '../../api/menus';
import common from '../../components/common.module.css';
import { MenusView } from '../../components/MenusView';
import layout from '../page/LotteryLayout.module.css';
import { ElottCard } from './ElottCard';
import styles from './ElottScreen.module.css';
import { SeaFrame } from './SeaFrame';
import { isSeaGame } from './seaGames';

/**
 * The /elott page: the e-lottery lobby (prize mode Elott) by menu group. `?gameCode=` of a SEA
 * game (the lobby sends TCG_SEA games here) or `?view=lobby` opens the external view above the
 * games; any other game goes to its page on /lottery.
 */
export const ElottScreen = () => {
  const { t } = useTranslation('lottery');
  const menus = useLotteryMenus('Elott');
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode') ?? undefined;
  if (gameCode && !isSeaGame(gameCode))
    return <Navigate to={`/lottery?gameCode=${encodeURIComponent(gameCode)}`} replace />;
  const view = params.get('view') === 'lobby' ? 'lobby' : gameCode ? 'betting' : null;

  return (
    <div className={layout.page}>
      <div className={formLayout.between}>
        <h1 className={common.pageTitle}>{t('elott.title')}</h1>
        <Link className={buttonClassName()} to="?view=lobby">
          {t('elott.openLobby')}
        </Link>
      </div>
      <p className={common.quiet}>{t('elott.intro')}</p>
      {view ? (
        <SeaFrame
          key={`${view}-${gameCode ?? ''}`}
          view={view}
          gameCode={gameCode}
          onClose={() => setParams({})}
        />
      ) : null}
      <MenusView menus={menus}>
        {({ groups }) => (
          <div className={styles.groups}>
            {groups
              .filter((group) => group.gameMenus.length > 0)
              .map((group) => (
                <section
                  key={group.gameGroupCode}
                  className={common.stack}
                  aria-labelledby={`elott-${group.gameGroupCode}`}
                >
                  <h2 id={`elott-${group.gameGroupCode}`} className={common.title}>
                    {group.labelName}
                  </h2>
                  <ul className={`${common.plain} ${styles.grid}`}>
                    {group.gameMenus.map((game) => (
                      <li key={game.gameCode}>
                        <ElottCard game={game} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        )}
      </MenusView>
    </div>
  );
};
