import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LotteryGameMenu, LotteryMenuGroup } from 'shared-contracts/lottery';
import { Card, formLayout } from 'shared-ui';
import { useMember, useRemote } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import styles from './GameList.module.css';

export interface GameListProps {
  groups: readonly LotteryMenuGroup[];
  selected: string | undefined;
  favourites: readonly string[];
  onToggleFavourite: (gameCode: string) => void;
}

/**
 * The games of the lottery menu by menu group, the player's favourites first. A game is a link
 * (`?gameCode=`), so it opens in the same page, keeps history and works from the keyboard.
 */
export const GameList = ({ groups, selected, favourites, onToggleFavourite }: GameListProps) => {
  const { t } = useTranslation('lottery');
  const { host } = useRemote();
  const member = useMember();
  const games = groups.flatMap((group) => group.gameMenus);
  const favouriteGames = favourites
    .map((code) => games.find((game) => game.gameCode === code))
    .filter((game): game is LotteryGameMenu => game !== undefined);

  const item = (game: LotteryGameMenu, key: string) => {
    const favourite = favourites.includes(game.gameCode);
    return (
      <Card as="li" key={key} gap="none" className={`${common.menuItem} ${styles.item}`}>
        <Link
          to={`?gameCode=${encodeURIComponent(game.gameCode)}`}
          aria-current={game.gameCode === selected ? 'page' : undefined}
          className={common.menuLink}
        >
          <span className={`${common.name} ${styles.name}`}>{game.gameName}</span>
          <span className={formLayout.muted}>
            {game.intervalSeconds === null
              ? t('games.daily')
              : t('games.every', { count: Math.round(game.intervalSeconds / 60) })}
          </span>
        </Link>
        <button
          type="button"
          className={styles.star}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', {
            name: game.gameName,
          })}
          onClick={() =>
            member ? onToggleFavourite(game.gameCode) : host.bus.publish({ type: 'OpenLogin' })
          }
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      </Card>
    );
  };

  return (
    <nav aria-label={t('games.listLabel')} className={styles.list}>
      {favouriteGames.length > 0 ? (
        <section className={`${common.stack1} ${styles.group}`}>
          <h2 className={common.groupTitle}>{t('games.favourites')}</h2>
          <ul className={styles.games}>
            {favouriteGames.map((game) => item(game, `fav-${game.gameCode}`))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <section key={group.gameGroupCode} className={`${common.stack1} ${styles.group}`}>
          <h2 className={common.groupTitle}>{group.labelName}</h2>
          <ul className={styles.games}>
            {group.gameMenus.map((game) => item(game, game.gameCode))}
          </ul>
        </section>
      ))}
    </nav>
  );
};
