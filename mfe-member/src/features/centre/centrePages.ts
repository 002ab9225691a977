import { type ComponentType, lazy } from 'react';
import type { MemberCentrePage } from 'shared-contracts';

/** One page of the member centre's menu. */
export interface CentrePage {
  id: MemberCentrePage;
  /** The page's screen, downloaded when the page is first opened. */
  Screen: ComponentType;
}

const page = <K extends string>(
  id: MemberCentrePage,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): CentrePage => ({
  id,
  Screen: lazy(async () => ({ default: (await load())[name] as ComponentType })),
});

/**
 * The built pages, in SPEC section 2's order (securityCenter, transferFund, depositv2,
 * withdraw, transferUpline, personalHistoryCopy, transactionHistory, (creditReport, ADR 0025), personalProfit, bonusDetails,
 * rewardCenter, referral, missionLeaderboard, messageV2), then responsible gaming.
 */
export const CENTRE_PAGES: readonly CentrePage[] = [
  page('securityCenter', () => import('../security/SecurityCenterPage'), 'SecurityCenterPage'),
  page('transferFund', () => import('../wallet/WalletPage'), 'WalletPage'),
  page('depositv2', () => import('../deposit/DepositPage'), 'DepositPage'),
  page('withdraw', () => import('../withdraw/WithdrawPage'), 'WithdrawPage'),
  page('transferUpline', () => import('../upline/TransferUplinePage'), 'TransferUplinePage'),
  page('personalHistoryCopy', () => import('../records/BettingRecordPage'), 'BettingRecordPage'),
  page('transactionHistory', () => import('../records/AccountRecordPage'), 'AccountRecordPage'),
  page('creditReport', () => import('../records/CreditReportPage'), 'CreditReportPage'),
  page('personalProfit', () => import('../profit/ProfitPage'), 'ProfitPage'),
  page('bonusDetails', () => import('../bonuses/BonusDetailsPage'), 'BonusDetailsPage'),
  page('rewardCenter', () => import('../rewards/RewardCenterPage'), 'RewardCenterPage'),
  page('referral', () => import('../referral/ReferralPage'), 'ReferralPage'),
  page(
    'missionLeaderboard',
    () => import('../missions/MissionLeaderboardPage'),
    'MissionLeaderboardPage',
  ),
  page('messageV2', () => import('../messages/MessagesPage'), 'MessagesPage'),
  page('feedback', () => import('../feedback/FeedbackPage'), 'FeedbackPage'),
  page(
    'responsibleGaming',
    () => import('../responsible/ResponsibleGamingPage'),
    'ResponsibleGamingPage',
  ),
];

/** Where the centre opens when no page is named. */
export const DEFAULT_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Every page the bus may name (SPEC section 2 and responsible gaming). */
const KNOWN_PAGES: ReadonlySet<string> = new Set<MemberCentrePage>([
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'creditReport',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'responsibleGaming',
]);

/** Whether `id` names a page of the member centre (built or not). */
export const isCentrePage = (id: string): id is MemberCentrePage => KNOWN_PAGES.has(id);
