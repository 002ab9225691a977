import { type ComponentType, lazy } from 'react';
import type { AgentPage, SalaryKind } from 'shared-contracts';

/** Downloads a page's screen when the page is first opened. */
const screen = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

const ContractPage = screen(() => import('../contracts/ContractPage'), 'ContractPage');

/** A salary contract page: the contracts of one kind. */
const contractScreen = (kind: SalaryKind): ComponentType => {
  const SalaryContracts = () => <ContractPage kind={kind} />;
  SalaryContracts.displayName = `ContractPage(${kind})`;
  return SalaryContracts;
};

/**
 * Every page of the agent centre and its screen. Which of them the menu lists comes from the
 * contract info (`agentPages(info)`); this registry only says what each one shows.
 */
export const CENTRE_SCREENS: Readonly<Record<AgentPage, ComponentType>> = {
  announcement: screen(() => import('../announcement/AnnouncementPage'), 'AnnouncementPage'),
  teamOverview: screen(() => import('../overview/TeamOverviewPage'), 'TeamOverviewPage'),
  registerDownline: screen(
    () => import('../register/RegisterDownlinePage'),
    'RegisterDownlinePage',
  ),
  teamManagement: screen(() => import('../team/TeamManagementPage'), 'TeamManagementPage'),
  teamBetting: screen(() => import('../betting/TeamBettingPage'), 'TeamBettingPage'),
  lossStatements: screen(() => import('../loss/LossStatementsPage'), 'LossStatementsPage'),
  income: screen(() => import('../income/IncomePage'), 'IncomePage'),
  downlineDetails: screen(() => import('../details/DownlineDetailsPage'), 'DownlineDetailsPage'),
  dividends: screen(() => import('../dividends/DividendsPage'), 'DividendsPage'),
  dailyWages: contractScreen('daily'),
  hourlySalary: contractScreen('hourly'),
  realtimeSalary: contractScreen('realtime'),
};
