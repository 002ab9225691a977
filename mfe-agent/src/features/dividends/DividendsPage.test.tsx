import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { whitelabelEndpoint } from 'shared-contracts';
import {
  agentContractsEndpoint,
  type DividendPeriod,
  dividendsEndpoint,
  requestDividendEndpoint,
} from 'shared-contracts/agent';
import { fail, type FakeRoute, ok, recordCommands, testWhitelabel } from 'shared-ui/testing';

import { renderAgentPage } from '../../test/renderAgent';
import { testContract } from '../contracts/contractFixtures';
import { DividendsPage } from './DividendsPage';

const row = (periodId: string, overrides: Partial<DividendPeriod> = {}): DividendPeriod => ({
  periodId,
  periodStart: '2026-03-01',
  periodEnd: '2026-03-15',
  netLoss: 200_000,
  activeMembers: 12,
  carriedIn: 0,
  payableBase: 200_000,
  rateBp: 500,
  amount: 10_000,
  status: 'requestable',
  requestedAt: null,
  decidedAt: null,
  reason: null,
  ...overrides,
});

const dividendContract = testContract({
  kind: 'dividend',
  tiers: [{ minValidTurnover: 0, minActiveMembers: 5, rateBp: 500 }],
});

const pageOf = (list: DividendPeriod[], { pageNo = 1, totalPages = 1 } = {}) =>
  ok({ contract: dividendContract, page: { list, total: list.length, totalPages, pageNo } });

const setup = (api: Record<string, FakeRoute> = {}) => {
  const rendered = renderAgentPage(<DividendsPage />, {
    api: {
      [whitelabelEndpoint.path]: () => ok(testWhitelabel()),
      [dividendsEndpoint.path]: () => pageOf([row('P1')]),
      [agentContractsEndpoint.path]: () =>
        ok({ mine: [dividendContract], offered: [], subAgents: [] }),
      ...api,
    },
  });
  return { ...rendered, commands: recordCommands(rendered.host, ['RefreshBalance']) };
};

const periodsTable = () => screen.findByRole('table', { name: 'Dividends by half month' });

describe('DividendsPage', () => {
  it('shows my contract with its terms once, then the periods with their status', async () => {
    setup({
      [dividendsEndpoint.path]: () =>
        pageOf([
          row('P4', { periodStart: '2026-04-16', periodEnd: '2026-04-30', status: 'open' }),
          row('P3', { periodStart: '2026-04-01', periodEnd: '2026-04-15' }),
          row('P2', {
            periodStart: '2026-03-16',
            periodEnd: '2026-03-31',
            status: 'inProcess',
            requestedAt: Date.UTC(2026, 3, 1, 2),
          }),
          row('P1', { status: 'rejected', reason: 'Suspicious betting' }),
          row('P0', {
            periodStart: '2026-02-16',
            periodEnd: '2026-02-28',
            status: 'approved',
            netLoss: -5_000,
            payableBase: 0,
            amount: 0,
          }),
        ]),
    });
    // The terms show once, on my contract's card below the periods.
    const mine = await screen.findByRole('list', { name: 'My contract from my upline' });
    const terms = within(mine).getByRole('table', { name: 'Terms set by the brand' });
    expect(within(terms).getAllByRole('row')[1]).toHaveTextContent('1$0.0055.00%');
    expect(
      screen.getAllByRole('table', { name: /Terms set by|Dividend rate by tier/ }),
    ).toHaveLength(1);
    const rows = within(await periodsTable()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      '16 Apr 2026 – 30 Apr 2026$2,000.0012$0.00$2,000.005.00%$100.00Open',
    );
    expect(rows[2]).toHaveTextContent('Can be requested');
    expect(rows[3]).toHaveTextContent('In processRequested');
    expect(rows[4]).toHaveTextContent('RejectedReason: Suspicious betting');
    expect(rows[5]).toHaveTextContent('-$50.00');
    expect(rows[5]).toHaveTextContent('Approved');
    // Only the requestable period has a request button.
    expect(screen.getAllByRole('button', { name: /^Request dividend: / })).toHaveLength(1);
  });

  it('requests a dividend with an idempotency key and updates the row', async () => {
    let requested = false;
    const { bodies } = setup({
      [dividendsEndpoint.path]: () =>
        pageOf([row('P1', requested ? { status: 'inProcess', requestedAt: 1 } : {})]),
      [requestDividendEndpoint.path]: (_params, _body, { headers }) => {
        if (!headers['Idempotency-Key']) return fail(400, 'no key');
        requested = true;
        return ok(row('P1', { status: 'inProcess', requestedAt: Date.UTC(2026, 2, 16, 2) }));
      },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Request dividend: 1 Mar 2026 – 15 Mar 2026',
      }),
    );
    expect(
      await screen.findByText(
        'The dividend of 1 Mar 2026 – 15 Mar 2026 ($100.00) was requested. It is paid into your wallet once approved.',
      ),
    ).toBeInTheDocument();
    expect(bodies(requestDividendEndpoint.path)).toEqual([{ periodId: 'P1' }]);
    const rows = within(await periodsTable()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('In process');
    expect(screen.queryByRole('button', { name: /^Request the dividend/ })).not.toBeInTheDocument();
  });

  it('shows why a request was refused and keeps the period', async () => {
    const keys: unknown[] = [];
    setup({
      [requestDividendEndpoint.path]: (_params, _body, { headers }) => {
        keys.push(headers['Idempotency-Key']);
        return fail(409, 'Not requestable', { reason: 'notRequestable' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Request dividend: / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This period's dividend can no longer be requested",
    );
    await userEvent.click(screen.getByRole('button', { name: /^Request dividend: / }));
    expect(keys).toHaveLength(2);
    // A definite refusal: a new request is a new key.
    expect(keys[0]).not.toEqual(keys[1]);
  });

  it('retries a request whose answer was lost with the same key', async () => {
    const keys: unknown[] = [];
    setup({
      [requestDividendEndpoint.path]: (_params, _body, { headers }) => {
        keys.push(headers['Idempotency-Key']);
        return 'network-error';
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Request dividend: / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection failed');
    await userEvent.click(screen.getByRole('button', { name: /^Request dividend: / }));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(keys[1]);
  });

  it('says when there is no dividend contract and no period', async () => {
    setup({
      [dividendsEndpoint.path]: () =>
        ok({ contract: null, page: { list: [], total: 0, totalPages: 0, pageNo: 1 } }),
    });
    expect(
      await screen.findByText('You have no dividend contract, so no dividends are paid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No dividend periods yet.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    setup({
      [dividendsEndpoint.path]: () => {
        attempts += 1;
        return attempts === 1 ? fail(500, 'down') : pageOf([row('P1')]);
      },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await periodsTable()).toBeInTheDocument();
  });

  it('pages through the periods', async () => {
    const { calls } = setup({
      [dividendsEndpoint.path]: ({ pageNo }) =>
        pageNo === '2'
          ? pageOf([row('P0', { periodStart: '2026-02-16', periodEnd: '2026-02-28' })], {
              pageNo: 2,
              totalPages: 2,
            })
          : pageOf([row('P1')], { totalPages: 2 }),
    });
    await periodsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('16 Feb 2026 – 28 Feb 2026')).toBeInTheDocument();
    expect(calls(dividendsEndpoint.path).at(-1)).toEqual({ pageNo: '2', pageSize: '20' });
  });

  it('refreshes the header balance when a requested dividend is approved', async () => {
    let approved = false;
    const { commands } = setup({
      [dividendsEndpoint.path]: () =>
        pageOf([row('P1', { status: approved ? 'approved' : 'requestable' })]),
      [requestDividendEndpoint.path]: () => {
        // Ops approve it at once (the record is read again after the request).
        approved = true;
        return ok(row('P1', { status: 'inProcess' }));
      },
    });
    await periodsTable();
    expect(commands).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: /^Request dividend: / }));
    const table = await periodsTable();
    expect(await within(table).findByText('Approved')).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
  });

  it('offers the dividend contract decisions below the record', async () => {
    setup();
    expect(
      await screen.findByRole('list', { name: 'My contract from my upline' }),
    ).toBeInTheDocument();
  });
});
