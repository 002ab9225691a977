import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LeaderboardEntry,
  type Mission,
  MISSION_PERIODS,
  type MissionPeriod,
} from 'shared-contracts';
import { Alert, Button, Panel } from 'shared-ui';
import {
  FormAlert,
  formatDay,
  messageOf,
  QueryView,
  reasonOf,
  useIdempotencyKey,
  useLanguage,
  useMoney,
} from 'shared-ui/kit';
import type { DataTableColumn } from 'shared-ui/reports';

import { useClaimMission, useLeaderboard, useMissions } from '../../api/missions';
import { cx, layout } from '../../components/layout';
import { PagedTable } from '../../components/PagedTable';
import { member } from '../../remote';
import { MissionCard } from './MissionCard';
import styles from './MissionLeaderboardPage.module.css';

/** The refusals of a claim the page explains in its own words. */
const CLAIM_REASONS = new Set(['notCompleted', 'alreadyClaimed', 'expired', 'notFound']);

/** The missions of the current periods with their claim buttons. */
const Missions = () => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const missions = useMissions();
  const claim = useClaimMission();
  const [key, renewKey] = useIdempotencyKey();
  const [claimed, setClaimed] = useState<number | null>(null);

  const onClaim = (mission: Mission) => {
    setClaimed(null);
    claim.mutate(
      { missionId: mission.missionId, periodStart: mission.periodStart, idempotencyKey: key },
      {
        onSuccess: (result) => setClaimed(result.reward),
        // A definite answer (paid or refused) ends this claim; a lost answer keeps the key so
        // that a retry cannot pay twice.
        onSettled: (_data, error) => {
          if (!error || reasonOf(error)) renewKey();
        },
      },
    );
  };
  const reason = reasonOf(claim.error);

  return (
    <Panel headingLevel={4} title={t('missions.missionsTitle')}>
      <div className={layout.stack}>
        {claimed !== null ? (
          <Alert tone="success">{t('missions.claimed', { amount: format(claimed) })}</Alert>
        ) : null}
        {claim.isError ? (
          reason && CLAIM_REASONS.has(reason) ? (
            <Alert tone="error">{t(`missions.refusals.${reason}`)}</Alert>
          ) : (
            <FormAlert message={messageOf(claim.error)} />
          )
        ) : null}
        <QueryView
          query={missions}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
          emptyTitle={t('missions.empty')}
          isEmpty={(data) => data.missions.length === 0}
        >
          {(data) => (
            <>
              <p className={cx(layout.text, layout.strong)} role="status">
                {data.summary.claimable > 0
                  ? t('missions.summary', {
                      count: data.summary.claimable,
                      amount: format(data.summary.claimableReward),
                    })
                  : t('missions.summaryNone')}
              </p>
              {MISSION_PERIODS.map((period) => {
                const list = data.missions.filter(
                  (mission) => mission.period === period && mission.status !== 'expired',
                );
                return list.length === 0 ? null : (
                  <section key={period} aria-labelledby={`missions-${period}`}>
                    <h5 className={styles.groupTitle} id={`missions-${period}`}>
                      {t(`missions.periods.${period}`)}
                    </h5>
                    <ul className={cx(layout.bare, styles.missions)}>
                      {list.map((mission) => (
                        <MissionCard
                          key={mission.missionId}
                          mission={mission}
                          claiming={claim.isPending}
                          onClaim={onClaim}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })}
              {data.missions.some((mission) => mission.status === 'expired') ? (
                <section aria-labelledby="missions-expired">
                  <h5 className={styles.groupTitle} id="missions-expired">
                    {t('missions.expiredTitle')}
                  </h5>
                  <ul className={cx(layout.bare, styles.missions)}>
                    {data.missions
                      .filter((mission) => mission.status === 'expired')
                      .map((mission) => (
                        <MissionCard
                          key={`${mission.missionId}-${mission.periodStart}`}
                          mission={mission}
                          claiming={false}
                          onClaim={onClaim}
                        />
                      ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </QueryView>
      </div>
    </Panel>
  );
};

/** The period's leaderboard by valid turnover, the player's own rank above it. */
const Leaderboard = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const [period, setPeriod] = useState<MissionPeriod>('weekly');
  const [pageNo, setPageNo] = useState(1);
  const board = useLeaderboard(period, pageNo);

  const columns: DataTableColumn<LeaderboardEntry>[] = [
    { id: 'rank', header: t('missions.rank'), cell: (entry) => entry.rank },
    {
      id: 'player',
      header: t('missions.player'),
      cell: (entry) => (entry.isMe ? `${entry.username} (${t('missions.you')})` : entry.username),
    },
    {
      id: 'validTurnover',
      header: t('missions.validTurnover'),
      numeric: true,
      cell: (entry) => format(entry.validTurnover),
    },
  ];

  return (
    <Panel headingLevel={4} title={t('missions.leaderboardTitle')}>
      <div className={layout.stack}>
        <div className={layout.row} role="group" aria-label={t('missions.leaderboardPeriod')}>
          {MISSION_PERIODS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={period === option ? 'primary' : 'secondary'}
              aria-pressed={period === option}
              onClick={() => {
                setPeriod(option);
                setPageNo(1);
              }}
            >
              {t(`missions.periods.${option}`)}
            </Button>
          ))}
        </div>
        <QueryView
          query={board}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
          emptyTitle={t('missions.leaderboardEmpty')}
          isEmpty={(data) => data.page.total === 0}
        >
          {(data) => (
            <>
              <p className={layout.muted}>
                {t('missions.leaderboardRange', {
                  from: formatDay(data.periodStart, language),
                  to: formatDay(data.periodEnd, language),
                })}
              </p>
              <p className={cx(layout.text, layout.strong, styles.myRank)}>
                {data.me.rank === null
                  ? t('missions.myRankNone')
                  : t('missions.myRank', {
                      rank: data.me.rank,
                      amount: format(data.me.validTurnover),
                    })}
              </p>
              <PagedTable
                caption={t('missions.leaderboardTitle')}
                hideCaption
                columns={columns}
                // The page asked for: the pager moves at once while the page before stays shown.
                page={{ ...data.page, pageNo }}
                rowKey={(entry) => `${entry.rank}-${entry.username}-${entry.validTurnover}`}
                currentRow={(entry) => entry.isMe}
                pagesLabel={t('missions.leaderboardPages')}
                onPage={setPageNo}
              />
            </>
          )}
        </QueryView>
      </div>
    </Panel>
  );
};

/**
 * Missions and leaderboard (missionLeaderboard): the daily and weekly missions with the
 * player's progress from real play and deposits, a claim for completed ones, rewards that
 * expired, and the period's leaderboard of valid turnover.
 */
export const MissionLeaderboardPage = () => (
  <div className={layout.page}>
    <Missions />
    <Leaderboard />
  </div>
);
