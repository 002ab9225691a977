import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { playTypeByCode } from 'shared-contracts/lottery';
import { Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useLotteryGame } from '../../api/menus';
import { useVnNumbers } from '../../api/vn';
import common from '../../components/common.module.css';
import { IssuePanel } from '../issue/IssuePanel';
import { useIssueClock } from '../issue/useIssueClock';
import { BetsAndResults } from '../page/BetsAndResults';
import styles from '../page/LotteryLayout.module.css';
import { useSelectionParams } from '../page/useSelection';
import type { PickerSlot } from '../picker/BetBuilder';
import { type OfferedPlayType, PlayPicker } from '../picker/PlayPicker';
import { BetSlip } from '../slip/BetSlip';
import type { Slip } from '../slip/useSlip';
import { ThreeCangEntry } from './ThreeCangEntry';
import { VnNumberGrid } from './VnNumberGrid';
import { VnResultTable } from './VnResultTable';

export interface VnGameViewProps {
  gameCode: string;
  slip: Slip;
}

/**
 * One VN game: its issue and countdown with the last draw's prize table, the play types (lô,
 * đề, 3 càng, xiên 2/3/4) on the 00-99 grid or the 3 càng entry, the slip, the member's bets
 * and the results history (with the lô numbers' trend and the verify view).
 */
export const VnGameView = ({ gameCode, slip }: VnGameViewProps) => {
  const { t } = useTranslation('lottery');
  const game = useLotteryGame(gameCode);
  const clock = useIssueClock(gameCode);
  const numbers = useVnNumbers(gameCode);
  const { playType, selectPlayType } = useSelectionParams();

  const picker = useCallback<PickerSlot>(
    ({ playType: rules, selection, onChange }) => {
      if (rules.code === 'vn_3cang')
        return <ThreeCangEntry selection={selection} onChange={onChange} />;
      const row = rules.rows[0];
      if (!row) return null;
      return (
        <QueryView
          query={numbers}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.error')}
          retryLabel={t('common.retry')}
        >
          {(figures) => (
            <VnNumberGrid
              row={row}
              picked={selection[0] ?? []}
              onChange={(picks) => onChange([picks])}
              stats={figures.numbers}
              draws={figures.draws}
            />
          )}
        </QueryView>
      );
    },
    [numbers, t],
  );

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
          return rules?.family === 'VN' ? [{ playType: rules, terms }] : [];
        });
        const selected = offered.find((item) => item.playType.code === playType) ?? offered[0];
        return (
          <>
            <h2 className={common.title}>{details.gameName}</h2>
            <IssuePanel
              clock={clock}
              family={details.family}
              renderResult={(last) => (
                <VnResultTable
                  result={last.result}
                  label={t('issue.resultOf', { issueNo: last.issueNo })}
                />
              )}
            />
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
                  issueNo={clock.salesOpen ? clock.data?.current.issueNo : undefined}
                  onSalesClosed={() => void clock.query.refetch()}
                />
              </div>
            </div>
            <BetsAndResults
              gameCode={gameCode}
              currentIssueNo={clock.data?.current.issueNo}
              salesOpen={clock.salesOpen}
            />
          </>
        );
      }}
    </QueryView>
  );
};
