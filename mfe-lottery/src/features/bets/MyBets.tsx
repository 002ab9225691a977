import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBet, LotteryBetStatus } from 'shared-contracts/lottery';
import { Button, Card, formLayout, StatusBadge, type StatusTone } from 'shared-ui';
import {
  FormAlert,
  formatDateTime,
  type Message,
  messageOf,
  QueryView,
  reasonOf,
  useLanguage,
  useMember,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import { useCancelBet, useMyBets } from '../../api/bets';
import common from '../../components/common.module.css';
import styles from './MyBets.module.css';

const TONES: Record<LotteryBetStatus, StatusTone> = {
  open: 'pending',
  won: 'success',
  lost: 'danger',
  cancelled: 'neutral',
  push: 'neutral',
};

export interface MyBetsProps {
  gameCode: string;
  /** The issue on sale and whether its sales are open: what may still be cancelled. */
  currentIssueNo: string | undefined;
  salesOpen: boolean;
}

/**
 * The member's bets on the game (current and recent issues) with their status, payout and a
 * cancel while the bet's issue is still on sale (or, for a chase, not yet on sale).
 */
export const MyBets = ({ gameCode, currentIssueNo, salesOpen }: MyBetsProps) => {
  const { t } = useTranslation('lottery');
  const { host } = useRemote();
  const language = useLanguage();
  const member = useMember();
  const money = useMoney().format;
  const bets = useMyBets(gameCode);
  const cancel = useCancelBet();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: Message } | null>(
    null,
  );

  if (!member) {
    return (
      <div className={common.row3}>
        <p className={common.plain}>{t('bets.loginPrompt')}</p>
        <Button variant="secondary" onClick={() => host.bus.publish({ type: 'OpenLogin' })}>
          {t('bets.login')}
        </Button>
      </div>
    );
  }

  const cancellable = (bet: LotteryBet) =>
    bet.status === 'open' &&
    currentIssueNo !== undefined &&
    (bet.issueNo > currentIssueNo || (bet.issueNo === currentIssueNo && salesOpen));

  const onCancel = (bet: LotteryBet) => {
    setOutcome(null);
    cancel.mutate(bet.betId, {
      onSuccess: (cancelled) =>
        setOutcome({
          tone: 'success',
          message: { key: 'bets.cancelled', params: { amount: money(cancelled.refund) } },
        }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          message:
            reasonOf(error) === 'salesClosed' ? { key: 'bets.cancelClosed' } : messageOf(error),
        }),
    });
  };

  return (
    <div className={common.stack3}>
      <FormAlert message={outcome?.message} tone={outcome?.tone} />
      <QueryView
        query={bets}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.error')}
        retryLabel={t('common.retry')}
        emptyTitle={t('bets.empty')}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <ul className={`${common.stack} ${common.plain}`}>
            {page.list.map((bet) => (
              <Card as="li" key={bet.betId} variant="inset" gap="xs" className={common.tile}>
                <div className={`${formLayout.between} ${common.tileHead}`}>
                  <span className={common.figure}>
                    {t('common.issue', { issueNo: bet.issueNo })}
                  </span>
                  <StatusBadge tone={TONES[bet.status]}>
                    {t(`bets.status.${bet.status}`)}
                  </StatusBadge>
                </div>
                <p className={styles.line}>
                  {t(`play.types.${bet.playType}`, { defaultValue: bet.playType })}:{' '}
                  {bet.selection.map((row) => row.join(',') || '-').join(' | ')}
                </p>
                <p className={`${formLayout.muted} ${common.row3}`}>
                  <span>{t('bets.amount', { amount: money(bet.amount) })}</span>
                  {bet.payout !== null && bet.payout > 0 ? (
                    <span className={styles.payout}>
                      {t('bets.payout', { amount: money(bet.payout) })}
                    </span>
                  ) : null}
                  <span>
                    {t('bets.placedAt', { time: formatDateTime(bet.placedAt, language) })}
                  </span>
                </p>
                {cancellable(bet) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={cancel.isPending}
                    onClick={() => onCancel(bet)}
                  >
                    {t('bets.cancel', { issueNo: bet.issueNo })}
                  </Button>
                ) : null}
              </Card>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
};
