import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimRewardValue, MemberReward } from 'shared-contracts/member';
import { Button, Card } from 'shared-ui';
import {
  FormAlert,
  formatDateTime,
  isDefiniteRefusal,
  type Message,
  messageOf,
  reasonOf,
  useIdempotencyKey,
  useLanguage,
  useMoney,
} from 'shared-ui/kit';

import { useClaimReward } from '../../api/rewards';
import styles from '../../components/HistoryList.module.css';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { useRewardText } from './useRewardText';

/** The refusals a claim can meet, in the player's words. */
const REFUSALS: Record<string, string> = {
  expired: 'rewards.refused.expired',
  alreadyClaimed: 'rewards.refused.alreadyClaimed',
  notYetAvailable: 'rewards.refused.notYetAvailable',
  notFound: 'rewards.refused.notFound',
};

export interface ClaimableRewardProps {
  reward: MemberReward;
  /** Called once the platform credited the reward. */
  onClaimed: (claim: ClaimRewardValue) => void;
}

/**
 * One claimable reward with its claim button. The idempotency key stays the same until the
 * platform answers for sure, so a retry after a lost answer replays the first claim instead of
 * being refused.
 */
export const ClaimableReward = ({ reward, onClaimed }: ClaimableRewardProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const text = useRewardText();
  const claim = useClaimReward();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [refusal, setRefusal] = useState<Message | null>(null);
  const name = text.name(reward);

  const send = async () => {
    setRefusal(null);
    try {
      const claimed = await claim.mutateAsync({ rewardId: reward.id, idempotencyKey });
      renewKey();
      onClaimed(claimed);
    } catch (error) {
      if (isDefiniteRefusal(error)) renewKey();
      const reason = reasonOf(error);
      setRefusal(reason && REFUSALS[reason] ? { key: REFUSALS[reason] } : messageOf(error));
    }
  };

  return (
    <Card as="li" variant="outline" gap="none" className={styles.row}>
      <div className={layout.stackXs}>
        <span className={styles.reference}>{name}</span>
        <span className={layout.muted}>{text.reason(reward)}</span>
        <span className={layout.muted}>
          {reward.turnoverRequired > 0
            ? t('rewards.turnover', {
                multiple: reward.turnoverMultiple,
                amount: format(reward.turnoverRequired),
              })
            : t('rewards.noTurnover')}
        </span>
        <span className={layout.muted}>
          {t('rewards.expiresAt', { time: formatDateTime(reward.expiresAt, language) })}
        </span>
      </div>
      <div className={styles.side}>
        <span className={cx(layout.strong, styles.prize)}>{format(reward.amount)}</span>
        <Button
          size="sm"
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          aria-label={t('rewards.claimNamed', { name, amount: format(reward.amount) })}
          onClick={() => void send()}
        >
          {claim.isPending ? t('rewards.claiming') : t('rewards.claim')}
        </Button>
      </div>
      {refusal ? (
        <div className={styles.wide}>
          <FormAlert message={refusal} />
        </div>
      ) : null}
    </Card>
  );
};
