import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnIssue, LotteryGame } from 'shared-contracts/lottery';
import { Button, Card, formLayout, LoadingState, Modal, Tabs } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage } from 'shared-ui/kit';

import { useResults } from '../../api/results';
import common from '../../components/common.module.css';
import { ResultView } from '../../components/ResultView';
import styles from './ResultsPanel.module.css';
import { TrendView } from './TrendView';

// The fair-draw check (its hashing library with it) downloads when a player opens a result's
// verify view, not with the page.
const VerifyView = lazy(async () => ({ default: (await import('./VerifyView')).VerifyView }));

type View = 'history' | 'trend';

export interface ResultsPanelProps {
  game: LotteryGame;
}

/** The results history of the game, its trend, and a verify view per result. */
export const ResultsPanel = ({ game }: ResultsPanelProps) => {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const results = useResults(game.gameCode);
  const [view, setView] = useState<View>('history');
  const [verifying, setVerifying] = useState<DrawnIssue | null>(null);

  return (
    <>
      <QueryView
        query={results}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.error')}
        retryLabel={t('common.retry')}
        emptyTitle={t('results.empty')}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => (
          <Tabs
            label={t('results.views')}
            items={[
              { id: 'history' as const, label: t('results.history') },
              { id: 'trend' as const, label: t('results.trend') },
            ]}
            value={view}
            onChange={setView}
          >
            {view === 'history' ? (
              <ul className={styles.list}>
                {data.list.map((draw) => (
                  <Card as="li" key={draw.issueNo} variant="inset" className={common.tile}>
                    <div className={`${formLayout.between} ${common.tileHead}`}>
                      <span className={common.figure}>
                        {t('common.issue', { issueNo: draw.issueNo })}
                      </span>
                      <span className={formLayout.muted}>
                        {t('results.drawnAt', { time: formatDateTime(draw.drawAt, language) })}
                      </span>
                    </div>
                    <ResultView
                      result={draw.result}
                      family={game.family}
                      label={t('issue.resultOf', { issueNo: draw.issueNo })}
                    />
                    <Button variant="ghost" size="sm" onClick={() => setVerifying(draw)}>
                      {t('results.verify', { issueNo: draw.issueNo })}
                    </Button>
                  </Card>
                ))}
              </ul>
            ) : (
              <TrendView family={game.family} results={data.list.map((draw) => draw.result)} />
            )}
            {results.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {t('results.more')}
              </Button>
            ) : null}
          </Tabs>
        )}
      </QueryView>
      <Modal
        open={verifying !== null}
        onClose={() => setVerifying(null)}
        title={t('results.verifyTitle', { issueNo: verifying?.issueNo ?? '' })}
        closeLabel={t('common.close')}
        size="lg"
      >
        {verifying ? (
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <VerifyView game={game} draw={verifying} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
};
