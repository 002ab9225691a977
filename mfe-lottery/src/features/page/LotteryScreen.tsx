import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type LotteryMenuGroup, playTypeByCode } from 'shared-contracts/lottery';
import { EmptyState, Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useLotteryGame, useLotteryMenus } from '../../api/menus';
import common from '../../components/common.module.css';
import { GameList } from '../games/GameList';
import { PopularLotteries } from '../games/PopularLotteries';
import { useFavourites } from '../games/useFavourites';
import { IssuePanel } from '../issue/IssuePanel';
import { useIssueClock } from '../issue/useIssueClock';
import { type OfferedPlayType, PlayPicker } from '../picker/PlayPicker';
import { BetSlip } from '../slip/BetSlip';
import { useSlips } from '../slip/useSlip';
import { BetsAndResults } from './BetsAndResults';
import styles from './LotteryLayout.module.css';
import { useSelectionParams } from './useSelection';

/**
 * The /lottery page: the popular lotteries, then the game list beside the chosen game
 * (`?gameCode=`, default the first).
 */
export const LotteryScreen = () => {
  const { t } = useTranslation('lottery');
  const menus = useLotteryMenus();
  const { gameCode: asked } = useSelectionParams();
  const { favourites, toggle } = useFavourites();
  const slips = useSlips();
  // Without `?gameCode=` the first game shows at once (the server renders it too); the address
  // then names it, so a reload or a shared link opens the same game.
  const first = menus.data ? firstGame(menus.data.groups) : undefined;
  const gameCode = asked ?? first;
  const navigate = useNavigate();
  useEffect(() => {
    if (!asked && first) void navigate(`?gameCode=${first}`, { replace: true });
  }, [asked, first, navigate]);

  return (
    <div className={styles.page}>
      <h1 className={common.pageTitle}>{t('common.title')}</h1>
      <PopularLotteries selected={gameCode} />
      <QueryView
        query={menus}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.error')}
        retryLabel={t('common.retry')}
        emptyTitle={t('games.empty')}
        isEmpty={(data) => data.groups.every((group) => group.gameMenus.length === 0)}
      >
        {({ groups }) => {
          const listed = groups.some((group) =>
            group.gameMenus.some((game) => game.gameCode === gameCode),
          );
          return (
            <div className={styles.layout}>
              <aside className={styles.games}>
                <GameList
                  groups={groups}
                  selected={gameCode}
                  favourites={favourites}
                  onToggleFavourite={toggle}
                />
              </aside>
              <div className={common.stack4}>
                {gameCode && listed ? (
                  <GameView key={gameCode} gameCode={gameCode} slip={slips(gameCode)} />
                ) : (
                  <EmptyState title={t('games.unknownGame')} />
                )}
              </div>
            </div>
          );
        }}
      </QueryView>
    </div>
  );
};

const firstGame = (groups: readonly LotteryMenuGroup[]) =>
  groups.find((group) => group.gameMenus.length > 0)?.gameMenus[0]?.gameCode;

type GameViewProps = { gameCode: string; slip: ReturnType<ReturnType<typeof useSlips>> };

/** One game: its issue, picker, slip, the member's bets and the results. */
const GameView = ({ gameCode, slip }: GameViewProps) => {
  const { t } = useTranslation('lottery');
  const game = useLotteryGame(gameCode);
  const clock = useIssueClock(gameCode);
  const { playType, selectPlayType } = useSelectionParams();

  return (
    <QueryView
      query={game}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.error')}
      retryLabel={t('common.retry')}
    >
      {(details) => {
        const offered = details.playTypes.flatMap((terms): OfferedPlayType[] => {
          const rules = playTypeByCode(terms.code);
          return rules ? [{ playType: rules, terms }] : [];
        });
        const selected = offered.find((item) => item.playType.code === playType) ?? offered[0];
        const { salesOpen } = clock;
        return (
          <>
            <h2 className={common.title}>{details.gameName}</h2>
            <IssuePanel clock={clock} family={details.family} />
            <div className={styles.betting}>
              {selected ? (
                <Panel title={t('picker.playTypes')}>
                  <PlayPicker
                    offered={offered}
                    selected={selected}
                    onSelect={selectPlayType}
                    onAdd={slip.add}
                  />
                </Panel>
              ) : null}
              <div className={styles.slip}>
                <BetSlip
                  gameCode={gameCode}
                  slip={slip}
                  issueNo={salesOpen ? clock.data?.current.issueNo : undefined}
                  issueLoading={!clock.data}
                  onSalesClosed={() => void clock.query.refetch()}
                />
              </div>
            </div>
            <BetsAndResults
              gameCode={gameCode}
              currentIssueNo={clock.data?.current.issueNo}
              salesOpen={salesOpen}
            />
          </>
        );
      }}
    </QueryView>
  );
};
