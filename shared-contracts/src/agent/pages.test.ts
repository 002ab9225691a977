import { AGENT_PAGES } from '../api/agent/common';
import { agentPages } from './pages';

const ALWAYS = [
  'announcement',
  'teamOverview',
  'registerDownline',
  'teamManagement',
  'teamBetting',
  'lossStatements',
  'income',
  'downlineDetails',
];

const flags = (mask: number) =>
  ({
    divtypereq: mask & 1 ? 1 : 0,
    dailysalreqtype: mask & 2 ? 1 : 0,
    contracthoursalreq: mask & 4 ? 1 : 0,
    realtimesalreqtype: mask & 8 ? 1 : 0,
  }) as const;

describe('agentPages', () => {
  it('shows the eight report and team pages to every agent', () => {
    expect(agentPages(flags(0))).toEqual(
      ALWAYS.map((page) => ({ name: page, page, data: null, type: null })),
    );
  });

  it('adds every contract page in SPEC order when all flags are on', () => {
    const items = agentPages(flags(15));
    expect(items.map((item) => item.page)).toEqual([...AGENT_PAGES]);
    expect(items.slice(8)).toEqual([
      { name: 'dividends', page: 'dividends', data: 'dividend', type: 'enableCt' },
      { name: 'dailyWages', page: 'dailyWages', data: 'daily', type: 'salary' },
      { name: 'hourlySalary', page: 'hourlySalary', data: 'hourly', type: 'hourSalary' },
      {
        name: 'realtimeSalary',
        page: 'realtimeSalary',
        data: 'realtime',
        type: 'agentRealtimeSalary',
      },
    ]);
  });

  it.each([
    [1, ['dividends']],
    [2, ['dailyWages']],
    [4, ['hourlySalary']],
    [8, ['realtimeSalary']],
    [3, ['dividends', 'dailyWages']],
    [5, ['dividends', 'hourlySalary']],
    [6, ['dailyWages', 'hourlySalary']],
    [9, ['dividends', 'realtimeSalary']],
    [10, ['dailyWages', 'realtimeSalary']],
    [12, ['hourlySalary', 'realtimeSalary']],
    [7, ['dividends', 'dailyWages', 'hourlySalary']],
    [11, ['dividends', 'dailyWages', 'realtimeSalary']],
    [13, ['dividends', 'hourlySalary', 'realtimeSalary']],
    [14, ['dailyWages', 'hourlySalary', 'realtimeSalary']],
  ])('with flags %i shows the always pages then %j', (mask, extra) => {
    expect(agentPages(flags(mask)).map((item) => item.page)).toEqual([...ALWAYS, ...extra]);
  });
});
