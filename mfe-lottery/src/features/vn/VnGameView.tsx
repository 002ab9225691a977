import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from 'shared-ui/kit';

import { useVnNumbers } from '../../api/vn';
import { GameView } from '../page/GameView';
import type { PickerSlot } from '../picker/BetBuilder';
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
  const numbers = useVnNumbers(gameCode);

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
    <GameView
      gameCode={gameCode}
      slip={slip}
      family="VN"
      renderResult={(last) => (
        <VnResultTable
          result={last.result}
          label={t('issue.resultOf', { issueNo: last.issueNo })}
        />
      )}
      picker={picker}
      waitForClock={false}
    />
  );
};
