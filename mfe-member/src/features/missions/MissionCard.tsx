import { useTranslation } from 'react-i18next';
import type { Mission, MissionStatus } from 'shared-contracts';
import { Button, Card, StatusBadge, type StatusTone } from 'shared-ui';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import { layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './MissionLeaderboardPage.module.css';
import { isMoneyMission, missionTitleKey, progressPercent } from './missionText';

const TONES: Record<MissionStatus, StatusTone> = {
  inProgress: 'pending',
  claimable: 'success',
  claimed: 'neutral',
  expired: 'danger',
};

export interface MissionCardProps {
  mission: Mission;
  /** Claims this mission; absent while another claim is on its way. */
  onClaim: (mission: Mission) => void;
  claiming: boolean;
}

/** One mission: what to do, the progress bar, the reward, its state and the claim button. */
export const MissionCard = ({ mission, onClaim, claiming }: MissionCardProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const figure = (value: number) => (isMoneyMission(mission) ? format(value) : String(value));
  const title = t(missionTitleKey(mission), {
    target: figure(mission.target),
    category: mission.category ? t(`missions.categories.${mission.category}`) : '',
    // Counted missions ("1 deposit", "3 deposits") pick their plural form.
    ...(isMoneyMission(mission) ? {} : { count: mission.target }),
  });
  const percent = progressPercent(mission);
  const titleId = `mission-${mission.missionId}-${mission.periodStart}`;
  return (
    <Card
      as="li"
      title={title}
      titleId={titleId}
      actions={
        <StatusBadge tone={TONES[mission.status]}>
          {t(`missions.statuses.${mission.status}`)}
        </StatusBadge>
      }
    >
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('missions.progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('missions.progress', {
          progress: figure(mission.progress),
          target: figure(mission.target),
        })}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.missionFoot}>
        <span className={layout.muted}>
          {t('missions.progress', {
            progress: figure(mission.progress),
            target: figure(mission.target),
          })}
        </span>
        <span>{t('missions.reward', { amount: format(mission.reward) })}</span>
        <span className={layout.muted}>
          {mission.status === 'expired'
            ? t('missions.endedAt', { time: formatDateTime(mission.endsAt, language) })
            : mission.status === 'claimed' && mission.claimedAt !== null
              ? t('missions.claimedAt', { time: formatDateTime(mission.claimedAt, language) })
              : t('missions.endsAt', { time: formatDateTime(mission.endsAt, language) })}
        </span>
        {mission.status === 'claimable' ? (
          <Button
            size="sm"
            variant="primary"
            disabled={claiming}
            aria-describedby={titleId}
            onClick={() => onClaim(mission)}
          >
            {claiming ? t('missions.claiming') : t('missions.claim')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
};
