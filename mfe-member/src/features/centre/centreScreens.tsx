import { type ComponentType, lazy } from 'react';
import type { MemberCentrePage } from 'shared-contracts';

/** Downloads a page's screen when the page is first opened. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * Every page of the member centre and its screen; the menu's order is the contract's
 * (`MEMBER_CENTRE_PAGES`). The pages never import this file, so opening one from another
 * (`useCentrePage`) makes no import circle.
 */
export const CENTRE_SCREENS: Readonly<Record<MemberCentrePage, ComponentType>> = {
  securityCenter: screen(() => import('../security/SecurityCenterPage'), 'SecurityCenterPage'),
  transferFund: screen(() => import('../wallet/WalletPage'), 'WalletPage'),
  depositv2: screen(() => import('../deposit/DepositPage'), 'DepositPage'),
  withdraw: screen(() => import('../withdraw/WithdrawPage'), 'WithdrawPage'),
  transferUpline: screen(() => import('../upline/TransferUplinePage'), 'TransferUplinePage'),
  personalHistoryCopy: screen(() => import('../records/BettingRecordPage'), 'BettingRecordPage'),
  transactionHistory: screen(() => import('../records/AccountRecordPage'), 'AccountRecordPage'),
  creditReport: screen(() => import('../records/CreditReportPage'), 'CreditReportPage'),
  personalProfit: screen(() => import('../profit/ProfitPage'), 'ProfitPage'),
  bonusDetails: screen(() => import('../bonuses/BonusDetailsPage'), 'BonusDetailsPage'),
  rewardCenter: screen(() => import('../rewards/RewardCenterPage'), 'RewardCenterPage'),
  referral: screen(() => import('../referral/ReferralPage'), 'ReferralPage'),
  missionLeaderboard: screen(
    () => import('../missions/MissionLeaderboardPage'),
    'MissionLeaderboardPage',
  ),
  messageV2: screen(() => import('../messages/MessagesPage'), 'MessagesPage'),
  feedback: screen(() => import('../feedback/FeedbackPage'), 'FeedbackPage'),
  responsibleGaming: screen(
    () => import('../responsible/ResponsibleGamingPage'),
    'ResponsibleGamingPage',
  ),
};
