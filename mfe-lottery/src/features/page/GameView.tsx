import { useTranslation } from 'react-i18next';
import { type LotteryFamily, playTypeByCode } from 'shared-contracts/lottery';
import { Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useLotteryGame } from '../../api/menus';
import common from '../../components/common.module.css';
import { IssuePanel, type IssuePanelProps } from '../issue/IssuePanel';
import { useIssueClock } from '../issue/useIssueClock';
import type { PickerSlot } from '../picker/BetBuilder';
import { type OfferedPlayType, PlayPicker } from '../picker/PlayPicker';
import { BetSlip } from '../slip/BetSlip';
import type { Slip } from '../slip/useSlip';
import { BetsAndResults } from './BetsAndResults';
import styles from './LotteryLayout.module.css';
import { useSelectionParams } from './useSelection';

export interface GameViewProps {
  gameCode: string;
  slip: Slip;
  /** Only the play types of this family (default every play type the site knows). */
  family?: LotteryFamily;
  /** Draws the last result in the issue panel (default the panel's own). */
  renderResult?: IssuePanelProps['renderResult'];
  /** The picker of a play type (default the picker's own). */
  picker?: PickerSlot;
  /**
   * While the issue clock loads, the slip waits to say whether sales are open (default; the
   * server renders /lottery before the clock is known). False: it says they are closed at once.
   */
  waitForClock?: boolean;
}

/** One game: its issue, picker, slip, the member's bets and the results. */
export const GameView = ({
  gameCode,
  slip,
  family,
  renderResult,
  picker,
  waitForClock = true,
}: GameViewProps) => {
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
          return rules && (!family || rules.family === family) ? [{ playType: rules, terms }] : [];
        });
        const selected = offered.find((item) => item.playType.code === playType) ?? offered[0];
        const { salesOpen } = clock;
        return (
          <>
            <h2 className={common.title}>{details.gameName}</h2>
            <IssuePanel clock={clock} family={details.family} renderResult={renderResult} />
            <div className={styles.betting}>
              {selected ? (
                <Panel title={t('picker.playTypes')}>
                  <PlayPicker
                    offered={offered}
                    selected={selected}
                    onSelect={selectPlayType}
                    onAdd={slip.add}
                    picker={picker}
                  />
                </Panel>
              ) : null}
              <div className={styles.slip}>
                <BetSlip
                  gameCode={gameCode}
                  slip={slip}
                  issueNo={salesOpen ? clock.data?.current.issueNo : undefined}
                  issueLoading={waitForClock && !clock.data}
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
