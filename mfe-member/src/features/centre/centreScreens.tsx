import { type ComponentType, lazy } from 'react';
import type { MemberCentrePage } from 'shared-contracts';

/** A page of the centre: its screen, and the language part that holds its title. */
export interface CentreScreen {
  Screen: ComponentType;
  /** The folder of `src/i18n` whose `pageTitles.<page>` is the page's menu label and title. */
  part: string;
}

/** A page whose screen downloads when the page is first opened. */
const screen = <K extends string>(
  part: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): CentreScreen => {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return { part, Screen };
};

/**
 * Every page of the member centre, its screen and its words; the menu's order is the contract's
 * (`MEMBER_CENTRE_PAGES`). A new page is its folders (screen and words) and one line here. The
 * pages never import this file, so opening one from another (`useCentrePage`) makes no import
 * circle.
 */
export const CENTRE_SCREENS: Readonly<Record<MemberCentrePage, CentreScreen>> = {
  securityCenter: screen(
    'security',
    () => import('../security/SecurityCenterPage'),
    'SecurityCenterPage',
  ),
  transferFund: screen('wallet', () => import('../wallet/WalletPage'), 'WalletPage'),
  depositv2: screen('deposit', () => import('../deposit/DepositPage'), 'DepositPage'),
  withdraw: screen('withdraw', () => import('../withdraw/WithdrawPage'), 'WithdrawPage'),
  transferUpline: screen(
    'upline',
    () => import('../upline/TransferUplinePage'),
    'TransferUplinePage',
  ),
  personalHistoryCopy: screen(
    'records',
    () => import('../records/BettingRecordPage'),
    'BettingRecordPage',
  ),
  transactionHistory: screen(
    'records',
    () => import('../records/AccountRecordPage'),
    'AccountRecordPage',
  ),
  creditReport: screen('records', () => import('../records/CreditReportPage'), 'CreditReportPage'),
  personalProfit: screen('profit', () => import('../profit/ProfitPage'), 'ProfitPage'),
  bonusDetails: screen('bonuses', () => import('../bonuses/BonusDetailsPage'), 'BonusDetailsPage'),
  rewardCenter: screen('rewards', () => import('../rewards/RewardCenterPage'), 'RewardCenterPage'),
  referral: screen('referral', () => import('../referral/ReferralPage'), 'ReferralPage'),
  missionLeaderboard: screen(
    'missions',
    () => import('../missions/MissionLeaderboardPage'),
    'MissionLeaderboardPage',
  ),
  messageV2: screen('messages', () => import('../messages/MessagesPage'), 'MessagesPage'),
  feedback: screen('feedback', () => import('../feedback/FeedbackPage'), 'FeedbackPage'),
  responsibleGaming: screen(
    'responsible',
    () => import('../responsible/ResponsibleGamingPage'),
    'ResponsibleGamingPage',
  ),
};

/** The i18n key of a page's menu label and title. */
export const pageTitleKey = (page: MemberCentrePage): string =>
  `${CENTRE_SCREENS[page].part}.pageTitles.${page}`;
