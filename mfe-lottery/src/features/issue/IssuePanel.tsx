import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnIssue } from 'shared-contracts/lottery';
import { Button, formLayout, Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import { ResultView } from '../../components/ResultView';
import { formatCountdown } from '../../lib/duration';
import styles from './IssuePanel.module.css';
import type { IssueClock } from './useIssueClock';

export interface IssuePanelProps {
  clock: IssueClock;
  family: string;
  /** Draws the last result (the VN prize table); default the balls or prizes of ResultView. */
  renderResult?: (last: DrawnIssue) => ReactNode;
}

/** The issue on sale with its countdown (or the closed state), and the last result. */
export const IssuePanel = ({ clock, family, renderResult }: IssuePanelProps) => {
  const { t } = useTranslation('lottery');
  return (
    <Panel title={t('issue.heading')}>
      <QueryView
        query={clock.query}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.error')}
        retryLabel={t('common.retry')}
      >
        {({ current, last }) => (
          <div className={styles.issue}>
            <div className={common.stack}>
              <p className={common.figure}>{t('common.issue', { issueNo: current.issueNo })}</p>
              {clock.salesOpen ? (
                <p className={styles.countdown}>
                  <span>{t('issue.closesIn')}</span>{' '}
                  <time role="timer" className={styles.time}>
                    {formatCountdown(current.salesCloseAt - clock.serverNow)}
                  </time>
                </p>
              ) : null}
              {/* The draw's line (when the draw is, then sales closed, drawing, late) is on the
                  first screen and keeps its block and height: what is written into it around a
                  draw moves nothing and is no new largest paint (the page's LCP). */}
              <p className={styles.drawLine}>
                {clock.closed ? (
                  <span role="status" className={styles.closed}>
                    {t('issue.closedDrawing', {
                      issueNo: clock.closed.issueNo,
                      time: formatCountdown(clock.closed.drawAt - clock.serverNow),
                    })}
                  </span>
                ) : clock.awaiting && clock.late ? (
                  <>
                    <span role="status">{t('issue.drawLate', { issueNo: clock.awaiting })}</span>{' '}
                    <Button variant="secondary" size="sm" onClick={clock.checkAgain}>
                      {t('issue.checkAgain')}
                    </Button>
                  </>
                ) : clock.awaiting ? (
                  <span role="status" className={styles.closed}>
                    {t('issue.drawing', { issueNo: clock.awaiting })}
                  </span>
                ) : clock.salesOpen ? (
                  <span>
                    {t('issue.drawsIn', {
                      time: formatCountdown(current.drawAt - clock.serverNow),
                    })}
                  </span>
                ) : null}
              </p>
            </div>
            <div className={common.stack}>
              <h3 className={formLayout.muted}>{t('issue.lastResult')}</h3>
              {last ? (
                <>
                  <p className={common.figure}>{t('common.issue', { issueNo: last.issueNo })}</p>
                  {renderResult ? (
                    renderResult(last)
                  ) : (
                    <ResultView
                      result={last.result}
                      family={family}
                      label={t('issue.resultOf', { issueNo: last.issueNo })}
                    />
                  )}
                </>
              ) : (
                <p>{t('issue.noResult')}</p>
              )}
            </div>
          </div>
        )}
      </QueryView>
    </Panel>
  );
};
