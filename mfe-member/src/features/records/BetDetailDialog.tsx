import { useTranslation } from 'react-i18next';
import { isVnResult, type LotteryResult } from 'shared-contracts';
import { type RecordBet, type RecordBetDetail } from 'shared-contracts/member';
import { Alert, Modal } from 'shared-ui';
import { formatDateTime, QueryView, reasonOf, useLanguage, useMoney } from 'shared-ui/kit';

import { useRecordBet } from '../../api/records';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { BetStatusBadge } from './BetStatusBadge';
import styles from './Records.module.css';
import { SignedMoney } from './SignedMoney';

/** A draw result as one line: the balls in order, or a VN draw's prizes. */
export const resultText = (result: LotteryResult, specialLabel: string): string =>
  isVnResult(result)
    ? Object.entries(result.prizes)
        .filter((entry): entry is [string, string[]] => entry[1] !== undefined)
        .map(
          ([prize, numbers]) =>
            `${prize === 'special' ? specialLabel : prize.toUpperCase()}: ${numbers.join(' ')}`,
        )
        .join(' · ')
    : result.balls.join(' ');

/** A stored game outcome as readable text (it is JSON of the game's own shape). */
export const outcomeText = (outcome: unknown): string | null =>
  outcome === null || outcome === undefined
    ? null
    : typeof outcome === 'string'
      ? outcome
      : JSON.stringify(outcome, null, 2);

const Detail = ({ bet }: { bet: RecordBetDetail }) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const { detail } = bet;
  return (
    <dl className={cx(layout.facts, layout.aside, styles.facts)}>
      <dt>{t('records.bets.betId')}</dt>
      <dd>{bet.betId}</dd>
      <dt>{t('records.bets.game')}</dt>
      <dd>
        {bet.gameName} · {bet.vendorName}
      </dd>
      <dt>{t('records.bets.category')}</dt>
      <dd>{t(`records.categories.${bet.category}`)}</dd>
      <dt>{t('records.bets.product')}</dt>
      <dd>{t(`records.bets.products.${bet.product}`)}</dd>
      <dt>{t('records.bets.status')}</dt>
      <dd>
        <BetStatusBadge status={bet.status} />
      </dd>
      <dt>{t('records.bets.placedAt')}</dt>
      <dd>{formatDateTime(bet.placedAt, language)}</dd>
      <dt>{t('records.bets.settledAt')}</dt>
      <dd>
        {bet.settledAt === null
          ? t('records.bets.notSettled')
          : formatDateTime(bet.settledAt, language)}
      </dd>
      <dt>{t('records.bets.stake')}</dt>
      <dd>{format(bet.stake)}</dd>
      <dt>{t('records.bets.validTurnover')}</dt>
      <dd>{format(bet.validTurnover)}</dd>
      <dt>{t('records.bets.payout')}</dt>
      <dd>{format(bet.payout)}</dd>
      <dt>{t('records.bets.winLoss')}</dt>
      <dd>
        <SignedMoney amount={bet.winLoss} />
      </dd>
      {'issueNo' in detail ? (
        <>
          <dt>{t('records.bets.issueNo')}</dt>
          <dd>{detail.issueNo}</dd>
          <dt>{t('records.bets.playType')}</dt>
          <dd>{detail.playType}</dd>
          <dt>{t('records.bets.selection')}</dt>
          <dd>{detail.selection.map((row) => row.join(' ')).join(' | ')}</dd>
          <dt>{t('records.bets.mode')}</dt>
          <dd>{t(`records.bets.modes.${detail.mode}`)}</dd>
          <dt>{t('records.bets.multiplier')}</dt>
          <dd>×{detail.multiplier}</dd>
          <dt>{t('records.bets.betCount')}</dt>
          <dd>{detail.betCount}</dd>
          <dt>{t('records.bets.result')}</dt>
          <dd>
            {detail.result
              ? resultText(detail.result, t('records.bets.specialPrize'))
              : t('records.bets.notDrawn')}
          </dd>
        </>
      ) : (
        <>
          <dt>{t('records.bets.roundId')}</dt>
          <dd>{detail.roundId}</dd>
          <dt>{t('records.bets.outcome')}</dt>
          <dd>
            {outcomeText(detail.outcome) === null ? (
              t('records.bets.noOutcome')
            ) : (
              <pre className={styles.outcome}>{outcomeText(detail.outcome)}</pre>
            )}
          </dd>
        </>
      )}
    </dl>
  );
};

export interface BetDetailDialogProps {
  /** The row the player opened (its game names the dialog while the detail loads). */
  bet: RecordBet;
  onClose: () => void;
}

/** One bet's detail in a dialog: the row's figures and the lottery line or the game round. */
export const BetDetailDialog = ({ bet, onClose }: BetDetailDialogProps) => {
  const { t } = useTranslation(member.namespace);
  const detail = useRecordBet(bet.betId);
  return (
    <Modal
      open
      onClose={onClose}
      title={`${t('records.bets.detailTitle')} · ${bet.gameName}`}
      closeLabel={t('common.close')}
    >
      {reasonOf(detail.error) === 'notFound' ? (
        <Alert>{t('records.bets.notFound')}</Alert>
      ) : (
        <QueryView
          query={detail}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(loaded) => <Detail bet={loaded} />}
        </QueryView>
      )}
    </Modal>
  );
};
