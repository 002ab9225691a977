import { useTranslation } from 'react-i18next';
import { type LotteryResult } from 'shared-contracts';
import { commitmentOf, drawResult, isSeedHex } from 'shared-contracts/fairDraw';
import { type DrawnIssue, type LotteryGame } from 'shared-contracts/lottery';
import { formLayout } from 'shared-ui';

import common from '../../components/common.module.css';
import { ResultView } from '../../components/ResultView';
import styles from './VerifyView.module.css';

export interface VerifyViewProps {
  game: LotteryGame;
  draw: DrawnIssue;
}

// The published result may list a VN prize table's keys in any order: compare by content.
const sameResult = (a: LotteryResult, b: LotteryResult): boolean => {
  const canonical = (result: LotteryResult) =>
    'balls' in result
      ? JSON.stringify(result.balls)
      : JSON.stringify(
          Object.entries(result.prizes)
            .filter(([, numbers]) => numbers !== undefined)
            .sort(([x], [y]) => x.localeCompare(y)),
        );
  return canonical(a) === canonical(b);
};

/**
 * The verify view of a draw: recomputes, in this browser and with the platform's own shared
 * functions, the commitment of the revealed seed and the result it draws, and says whether
 * both match what was published.
 */
export const VerifyView = ({ game, draw }: VerifyViewProps) => {
  const { t } = useTranslation('lottery');
  if (!isSeedHex(draw.seed)) return <p role="status">{t('results.notRevealed')}</p>;
  const computedCommitment = commitmentOf(draw.seed);
  const computed = drawResult(game, draw.issueNo, draw.seed);
  const commitmentMatches = computedCommitment === draw.commitment.toLowerCase();
  const resultMatches = sameResult(computed, draw.result);

  const verdict = (ok: boolean, yes: string, no: string) => (
    <p role="status" className={ok ? styles.match : styles.mismatch}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {t(ok ? yes : no)}
    </p>
  );

  return (
    <div className={common.stack3}>
      <p className={formLayout.muted}>{t('results.verifyIntro')}</p>
      <dl className={`${common.facts} ${styles.facts}`}>
        <dt className={common.label}>{t('results.seed')}</dt>
        <dd className={styles.hex}>{draw.seed}</dd>
        <dt className={common.label}>{t('results.commitment')}</dt>
        <dd className={styles.hex}>{draw.commitment}</dd>
        <dt className={common.label}>{t('results.computedCommitment')}</dt>
        <dd className={styles.hex}>{computedCommitment}</dd>
      </dl>
      {verdict(commitmentMatches, 'results.commitmentMatches', 'results.commitmentMismatch')}
      <div className={styles.results}>
        <div>
          <h3 className={styles.subheading}>{t('results.publishedResult')}</h3>
          <ResultView
            result={draw.result}
            family={game.family}
            label={t('results.publishedResult')}
          />
        </div>
        <div>
          <h3 className={styles.subheading}>{t('results.computedResult')}</h3>
          <ResultView result={computed} family={game.family} label={t('results.computedResult')} />
        </div>
      </div>
      {verdict(resultMatches, 'results.resultMatches', 'results.resultMismatch')}
    </div>
  );
};
