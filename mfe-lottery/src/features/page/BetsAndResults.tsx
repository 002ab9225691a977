import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryGameByCode } from 'shared-contracts/lottery';
import { Panel, Tabs } from 'shared-ui';

import { MyBets } from '../bets/MyBets';
import { ResultsPanel } from '../results/ResultsPanel';

export interface BetsAndResultsProps {
  gameCode: string;
  currentIssueNo: string | undefined;
  salesOpen: boolean;
}

/** Under a game: the member's bets, and the game's results history with its trend and verify. */
export const BetsAndResults = ({ gameCode, currentIssueNo, salesOpen }: BetsAndResultsProps) => {
  const { t } = useTranslation('lottery');
  const [lists, setLists] = useState<'bets' | 'results'>('bets');
  const game = lotteryGameByCode(gameCode);
  const heading = `${t('bets.heading')} · ${t('results.heading')}`;

  return (
    <Panel title={heading}>
      <Tabs
        label={heading}
        items={[
          { id: 'bets' as const, label: t('bets.heading') },
          { id: 'results' as const, label: t('results.heading') },
        ]}
        value={lists}
        onChange={setLists}
      >
        {lists === 'bets' ? (
          <MyBets gameCode={gameCode} currentIssueNo={currentIssueNo} salesOpen={salesOpen} />
        ) : game ? (
          <ResultsPanel game={game} />
        ) : null}
      </Tabs>
    </Panel>
  );
};
