import {
  type AgentContractKind,
  type AgentPage,
  type AgentPageType,
  ALWAYS_AGENT_PAGES,
} from '../api/agent/common';
import type { AgentContractInfo } from '../api/agent/info';

/**
 * An item of the agent centre's menu (SPEC section 2: name, page, data, type). `name` is the
 * page's stable name (the site shows its translation); `data` the contract kind the page
 * manages (null for the report and team pages); `type` the SPEC's menu type of a conditional
 * page (null for the pages that always show).
 */
export interface AgentMenuItem {
  name: AgentPage;
  page: AgentPage;
  data: AgentContractKind | null;
  type: AgentPageType | null;
}

type ContractFlagName =
  'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';

/** The conditional pages in SPEC order: the flag that opens each, its kind and type. */
const CONDITIONAL_PAGES: readonly {
  page: AgentPage;
  flag: ContractFlagName;
  data: AgentContractKind;
  type: AgentPageType;
}[] = [
  { page: 'dividends', flag: 'divtypereq', data: 'dividend', type: 'enableCt' },
  { page: 'dailyWages', flag: 'dailysalreqtype', data: 'daily', type: 'salary' },
  { page: 'hourlySalary', flag: 'contracthoursalreq', data: 'hourly', type: 'hourSalary' },
  {
    page: 'realtimeSalary',
    flag: 'realtimesalreqtype',
    data: 'realtime',
    type: 'agentRealtimeSalary',
  },
];

/**
 * The agent centre's menu from the consolidated contract info, in SPEC order: the eight pages
 * every agent sees, then dividends (`divtypereq`), daily wages (`dailysalreqtype`), hourly salary
 * (`contracthoursalreq`) and real-time salary (`realtimesalreqtype`), each only when its flag is 1.
 */
export const agentPages = (info: Pick<AgentContractInfo, ContractFlagName>): AgentMenuItem[] => [
  ...ALWAYS_AGENT_PAGES.map((page) => ({ name: page, page, data: null, type: null })),
  ...CONDITIONAL_PAGES.filter(({ flag }) => info[flag] === 1).map(({ page, data, type }) => ({
    name: page,
    page,
    data,
    type,
  })),
];
