import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REFERRAL_FRIEND_STATUSES,
  type ReferralFriend,
  type ReferralFriendStatus,
} from 'shared-contracts/member';
import { Alert, Button, Panel, Stat, StatGroup, StatusBadge, type StatusTone } from 'shared-ui';
import {
  FormAlert,
  formatDate,
  messageOf,
  QueryView,
  reasonOf,
  useIdempotencyKey,
  useLanguage,
  useMoney,
} from 'shared-ui/kit';
import { QrCode } from 'shared-ui/qr-code';
import type { DataTableColumn } from 'shared-ui/reports';

import { useClaimReferralRewards, useReferral, useReferralFriends } from '../../api/referral';
import { CopyButton } from '../../components/CopyButton';
import { cx, layout } from '../../components/layout';
import { PagedTable } from '../../components/PagedTable';
import { member } from '../../remote';
import styles from './ReferralPage.module.css';
import { SHARE_TARGETS, shareUrl } from './shareLinks';

const TONES: Record<ReferralFriendStatus, StatusTone> = {
  pending: 'pending',
  qualified: 'success',
  rewarded: 'neutral',
};

/** Shares through the device's own share sheet when the browser has one. */
const canShareNatively = () => typeof navigator !== 'undefined' && 'share' in navigator;

/** The invite link, its QR code, copy and share buttons, the rules and the rewards. */
const Invite = () => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const referral = useReferral();
  const claim = useClaimReferralRewards();
  const [key, renewKey] = useIdempotencyKey();
  const [paid, setPaid] = useState<number | null>(null);

  return (
    <QueryView
      query={referral}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
    >
      {(data) => {
        const message = t('referral.shareText');
        return (
          <>
            <Panel headingLevel={4} title={t('referral.inviteTitle')}>
              <div className={styles.invite}>
                <QrCode
                  value={data.inviteUrl}
                  label={t('referral.qrLabel')}
                  size={160}
                  margin={12}
                  className={styles.qr}
                />
                <div className={cx(layout.stack, styles.inviteText)}>
                  <p className={layout.muted}>{t('referral.inviteHint')}</p>
                  <dl className={cx(layout.facts, layout.aside, styles.facts)}>
                    <dt>{t('referral.code')}</dt>
                    <dd>
                      <span className={styles.code}>{data.referralCode}</span>{' '}
                      <CopyButton text={data.referralCode} label={t('referral.copyCode')} compact />
                    </dd>
                    <dt>{t('referral.link')}</dt>
                    <dd>
                      <a className={styles.link} href={data.inviteUrl}>
                        {data.inviteUrl}
                      </a>
                    </dd>
                  </dl>
                  <div className={cx(layout.row, layout.center)}>
                    <CopyButton text={data.inviteUrl} label={t('referral.copyLink')} />
                    {canShareNatively() ? (
                      <Button
                        size="sm"
                        variant="primary"
                        onClick={() =>
                          void navigator
                            .share({ title: message, text: message, url: data.inviteUrl })
                            // The player closed the share sheet: nothing to say.
                            .catch(() => undefined)
                        }
                      >
                        {t('referral.share')}
                      </Button>
                    ) : null}
                  </div>
                  <ul className={cx(layout.bare, layout.row)} aria-label={t('referral.shareTo')}>
                    {SHARE_TARGETS.map((target) => (
                      <li key={target}>
                        <a
                          className={styles.shareLink}
                          href={shareUrl(target, data.inviteUrl, message)}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t(`referral.targets.${target}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </Panel>
            <Panel headingLevel={4} title={t('referral.rewardsTitle')}>
              <div className={layout.stack}>
                <p className={layout.muted}>
                  {t('referral.rules', {
                    count: data.rules.minDeposits,
                    deposits: data.rules.minDeposits,
                    turnover: format(data.rules.minTurnover),
                    reward: format(data.rules.reward),
                  })}
                </p>
                <StatGroup>
                  <Stat label={t('referral.invited')} value={data.totals.invited} />
                  <Stat label={t('referral.qualifiedCount')} value={data.totals.qualified} />
                  <Stat label={t('referral.rewardTotal')} value={format(data.totals.rewardTotal)} />
                  <Stat
                    label={t('referral.claimable')}
                    value={format(data.totals.claimableReward)}
                  />
                </StatGroup>
                {paid !== null ? (
                  <Alert tone="success">{t('referral.claimed', { amount: format(paid) })}</Alert>
                ) : null}
                {claim.isError ? (
                  reasonOf(claim.error) === 'nothingToClaim' ? (
                    <Alert tone="error">{t('referral.nothingToClaim')}</Alert>
                  ) : (
                    <FormAlert message={messageOf(claim.error)} />
                  )
                ) : null}
                <div>
                  <Button
                    variant="primary"
                    disabled={data.totals.claimableReward === 0 || claim.isPending}
                    onClick={() => {
                      setPaid(null);
                      claim.mutate(key, {
                        onSuccess: (result) => setPaid(result.amount),
                        // A lost answer keeps the key, so that a retry cannot pay twice.
                        onSettled: (_data, error) => {
                          if (!error || reasonOf(error)) renewKey();
                        },
                      });
                    }}
                  >
                    {claim.isPending
                      ? t('referral.claiming')
                      : t('referral.claim', { amount: format(data.totals.claimableReward) })}
                  </Button>
                </div>
              </div>
            </Panel>
          </>
        );
      }}
    </QueryView>
  );
};

/** The invited friends, masked, with their state; filtered by state, paged. */
const Friends = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const [status, setStatus] = useState<ReferralFriendStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const friends = useReferralFriends(status, pageNo);

  const columns: DataTableColumn<ReferralFriend>[] = [
    { id: 'friend', header: t('referral.friend'), cell: (friend) => friend.username },
    {
      id: 'registeredAt',
      header: t('referral.registeredAt'),
      // The first to leave for a row's details when the panel is narrow.
      dropOrder: 4,
      cell: (friend) => formatDate(friend.registeredAt, language),
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (friend) => (
        <StatusBadge tone={TONES[friend.status]}>
          {t(`referral.statuses.${friend.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'reward',
      header: t('referral.reward'),
      numeric: true,
      cell: (friend) => (friend.reward > 0 ? format(friend.reward) : '—'),
    },
  ];

  return (
    <Panel headingLevel={4} title={t('referral.friendsTitle')}>
      <div className={layout.stack}>
        <div className={layout.row} role="group" aria-label={t('referral.filter')}>
          {[undefined, ...REFERRAL_FRIEND_STATUSES].map((option) => (
            <Button
              key={option ?? 'all'}
              size="sm"
              variant={status === option ? 'primary' : 'secondary'}
              aria-pressed={status === option}
              onClick={() => {
                setStatus(option);
                setPageNo(1);
              }}
            >
              {option ? t(`referral.statuses.${option}`) : t('common.allStatuses')}
            </Button>
          ))}
        </div>
        <QueryView
          query={friends}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
          emptyTitle={t('referral.friendsEmpty')}
          isEmpty={(data) => data.list.length === 0}
        >
          {(page) => (
            <>
              <PagedTable
                caption={t('referral.friendsTitle')}
                hideCaption
                columns={columns}
                page={page}
                rowKey={(friend) => `${friend.username}-${friend.registeredAt}`}
                pagesLabel={t('referral.friendsPages')}
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
 * Invite friends (referral): the player's invite link with its code and QR code, copy and
 * share buttons, the friends who registered with it (masked) and the rewards they earned.
 */
export const ReferralPage = () => (
  <div className={layout.page}>
    <Invite />
    <Friends />
  </div>
);
