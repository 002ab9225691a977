import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { whitelabelEndpoint } from 'shared-contracts';
import {
  agentContractsEndpoint,
  decideContractEndpoint,
  offerContractEndpoint,
  salarySettlementsEndpoint,
} from 'shared-contracts/agent';
import { fail, type FakeRoute, ok, recordCommands, testWhitelabel } from 'shared-ui/testing';

import { renderAgentPage } from '../../test/renderAgent';
import { testContract, testSettlement } from './contractFixtures';
import { ContractPage, type ContractPageProps } from './ContractPage';

const subAgents = [
  { memberId: 'M000010', username: 'agent01a', hasActive: false },
  { memberId: 'M000011', username: 'agent01b', hasActive: true },
];

const contractsOf = (value: {
  mine?: ReturnType<typeof testContract>[];
  offered?: ReturnType<typeof testContract>[];
  subAgents?: typeof subAgents;
}) => ok({ mine: [], offered: [], subAgents, ...value });

const emptyPage = ok({ list: [], total: 0, totalPages: 0, pageNo: 1 });

const setup = (api: Record<string, FakeRoute> = {}, kind: ContractPageProps['kind'] = 'daily') => {
  const rendered = renderAgentPage(<ContractPage kind={kind} />, {
    api: {
      [whitelabelEndpoint.path]: () => ok(testWhitelabel()),
      [agentContractsEndpoint.path]: () => contractsOf({ mine: [testContract()] }),
      [salarySettlementsEndpoint.path]: () => emptyPage,
      ...api,
    },
  });
  return { ...rendered, commands: recordCommands(rendered.host, ['RefreshBalance']) };
};

const fillTier = async (n: number, turnover: string, members: string, rate: string) => {
  const tier = screen.getByRole('group', { name: `Tier ${n}` });
  await userEvent.type(within(tier).getByLabelText(/^Min\. team valid turnover/), turnover);
  await userEvent.type(within(tier).getByLabelText(/^Min\. active members/), members);
  await userEvent.type(within(tier).getByLabelText(/^Rate/), rate);
};

const chooseSubAgent = async (name: RegExp | string) =>
  userEvent.selectOptions(
    await screen.findByLabelText('Sub-agent'),
    screen.getByRole('option', { name }),
  );

describe('ContractPage', () => {
  it('says when each kind settles (real-time: every 5 minutes)', async () => {
    setup({}, 'realtime');
    expect(screen.getByText(/Real-time salary is settled every 5 minutes/)).toBeInTheDocument();
    expect(await screen.findByText('From the brand')).toBeInTheDocument();
  });

  it('shows my contract from the brand with its status and tiers', async () => {
    setup();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    const mine = await screen.findByRole('list', { name: 'My contract from my upline' });
    expect(within(mine).getByText('Approved')).toBeInTheDocument();
    expect(within(mine).getByText('From the brand')).toBeInTheDocument();
    const terms = within(mine).getByRole('table', { name: 'Terms set by the brand' });
    const rows = within(terms).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1$1,000.0050.50%');
    expect(rows[2]).toHaveTextContent('2$10,000.00201.00%');
    expect(within(mine).getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
  });

  it('says when there are no contracts and that an offer needs my own', async () => {
    setup({ [agentContractsEndpoint.path]: () => contractsOf({}) });
    expect(await screen.findByText('You have no contract of this kind.')).toBeInTheDocument();
    expect(screen.getByText('You have not offered a contract of this kind.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can offer a contract of this kind once you hold an approved one yourself.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No wages have been settled yet.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let attempts = 0;
    setup({
      [agentContractsEndpoint.path]: () => {
        attempts += 1;
        return attempts === 1 ? fail(500, 'down') : contractsOf({ mine: [testContract()] });
      },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('From the brand')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('accepts an offer from the upline after a confirmation, once per decision key', async () => {
    const offer = testContract({
      contractId: 'C9',
      upline: { memberId: 'M000000', username: 'boss' },
      status: 'inProcess',
      decidedAt: null,
    });
    let accepted = false;
    const { bodies, calls } = setup({
      [agentContractsEndpoint.path]: () =>
        contractsOf({ mine: [accepted ? { ...offer, status: 'approved' } : offer] }),
      [decideContractEndpoint.path]: (_params, _body, { headers }) => {
        accepted = true;
        return headers['Idempotency-Key'] === 'agent-contract-accept-C9'
          ? ok({ ...offer, status: 'approved' })
          : fail(400, 'no key');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the contract' });
    expect(dialog).toHaveTextContent('Accept the terms offered by boss?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies(decideContractEndpoint.path)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept contract' }));
    expect(await screen.findByText('The contract is approved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies(decideContractEndpoint.path)).toEqual([{ contractId: 'C9', decision: 'accept' }]);
    // The list is read again and shows the new status.
    expect(await screen.findByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(calls(agentContractsEndpoint.path).length).toBeGreaterThan(1);
  });

  it('rejects an offer after a confirmation', async () => {
    const offer = testContract({ contractId: 'C9', status: 'inProcess', decidedAt: null });
    const { bodies } = setup({
      [agentContractsEndpoint.path]: () => contractsOf({ mine: [offer] }),
      [decideContractEndpoint.path]: () => ok({ ...offer, status: 'rejected' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog', { name: 'Reject the contract' })).toHaveTextContent(
      'Reject the offer from the brand?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject contract' }));
    expect(await screen.findByText('The offer was rejected.')).toBeInTheDocument();
    expect(bodies(decideContractEndpoint.path)).toEqual([{ contractId: 'C9', decision: 'reject' }]);
  });

  it('shows in the dialog why a termination was refused, and keeps the button usable', async () => {
    setup({
      [decideContractEndpoint.path]: () => fail(409, 'Wrong status', { reason: 'wrongStatus' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate the contract' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate contract' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This contract has changed in the meantime and no longer allows that.',
    );
    expect(within(dialog).getByRole('button', { name: 'Terminate contract' })).toBeEnabled();
  });

  it('terminates a contract I offered to a sub-agent', async () => {
    const given = testContract({
      contractId: 'C20',
      upline: { memberId: 'M000001', username: 'agent01' },
      agent: { memberId: 'M000010', username: 'agent01a' },
    });
    const { bodies } = setup({
      [agentContractsEndpoint.path]: () =>
        contractsOf({ mine: [testContract()], offered: [given] }),
      [decideContractEndpoint.path]: () => ok({ ...given, status: 'terminated' }),
    });
    const offered = await screen.findByRole('list', {
      name: 'Contracts I offered to my sub-agents',
    });
    expect(within(offered).getByText('To agent01a')).toBeInTheDocument();
    expect(within(offered).getByRole('table', { name: 'Terms for agent01a' })).toBeInTheDocument();
    const terminate = within(offered).getByRole('button', {
      name: 'Terminate the contract with agent01a',
    });
    // The card names the agent; the button's own text stays short enough for a phone.
    expect(terminate).toHaveTextContent(/^Terminate$/);
    await userEvent.click(terminate);
    expect(screen.getByRole('dialog')).toHaveTextContent('End the contract with agent01a now?');
    await userEvent.click(screen.getByRole('button', { name: 'Terminate contract' }));
    expect(await screen.findByText('The contract was terminated.')).toBeInTheDocument();
    expect(bodies(decideContractEndpoint.path)).toEqual([
      { contractId: 'C20', decision: 'terminate' },
    ]);
  });

  it('marks unreadable tier fields and sends nothing', async () => {
    const { calls } = setup();
    await screen.findByLabelText('Sub-agent');
    await fillTier(1, '12.3456', 'x', '0.805');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByText('Enter an amount with at most 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a percentage up to 100 with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a sub-agent.')).toBeInTheDocument();
    // Editing a field clears its error only.
    await userEvent.clear(screen.getByLabelText(/^Rate/));
    await userEvent.type(screen.getByLabelText(/^Rate/), '0.3');
    expect(
      screen.queryByText('Enter a percentage up to 100 with at most 2 decimals.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(calls(offerContractEndpoint.path)).toHaveLength(0);
  });

  it('checks the tiers with the platform rules before sending', async () => {
    const { calls } = setup();
    await chooseSubAgent('agent01a');
    await fillTier(1, '1000', '5', '0.40');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await fillTier(2, '2000', '6', '0.30');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tier 2: its rate must be higher than the rate of the tier before.',
    );
    const second = screen.getByRole('group', { name: 'Tier 2' });
    await userEvent.clear(within(second).getByLabelText(/^Rate/));
    await userEvent.type(within(second).getByLabelText(/^Rate/), '0.60');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    // 0.60% at $2,000.00 and 6 members: my own terms give 0.50% there.
    expect(screen.getByRole('alert')).toHaveTextContent('These terms are better than your own');
    expect(calls(offerContractEndpoint.path)).toHaveLength(0);
  });

  it('adds and removes tier rows, keeping at least one', async () => {
    setup();
    await screen.findByLabelText('Sub-agent');
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await fillTier(2, '5', '5', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(screen.queryByRole('group', { name: 'Tier 2' })).not.toBeInTheDocument();
    const only = screen.getByRole('group', { name: 'Tier 1' });
    expect(within(only).getByLabelText(/^Rate/)).toHaveValue('5');
  });

  it('offers valid terms within mine to a sub-agent with an idempotency key', async () => {
    let offered = false;
    const { bodies } = setup({
      [agentContractsEndpoint.path]: () =>
        contractsOf({
          mine: [testContract()],
          offered: offered
            ? [
                testContract({
                  contractId: 'C30',
                  status: 'inProcess',
                  agent: { memberId: 'M000010', username: 'agent01a' },
                }),
              ]
            : [],
        }),
      [offerContractEndpoint.path]: (_params, _body, { headers }) => {
        if (!headers['Idempotency-Key']) return fail(400, 'no key');
        offered = true;
        return ok(testContract({ contractId: 'C30', status: 'inProcess' }));
      },
    });
    expect(await screen.findByRole('option', { name: 'agent01b (has a contract)' })).toBeVisible();
    await chooseSubAgent('agent01a');
    await fillTier(1, '1,000', '5', '0.3');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await fillTier(2, '10000.50', '25', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText(
        'The contract was offered to agent01a. It is in process until they answer.',
      ),
    ).toBeInTheDocument();
    expect(bodies(offerContractEndpoint.path)).toEqual([
      {
        kind: 'daily',
        agentId: 'M000010',
        tiers: [
          { minValidTurnover: 100_000, minActiveMembers: 5, rateBp: 30 },
          { minValidTurnover: 1_000_050, minActiveMembers: 25, rateBp: 100 },
        ],
      },
    ]);
    expect(await screen.findByText('To agent01a')).toBeInTheDocument();
    // The form starts over.
    expect(screen.getByLabelText('Sub-agent')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Tier 2' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'termsTooHigh',
      400,
      "These terms are better than your own: each tier's rate must be at most the rate your contract gives at the same minimums.",
    ],
    [
      'offerPending',
      409,
      'This sub-agent already has an offer of this kind waiting for an answer.',
    ],
    ['noOwnContract', 409, 'You need an approved contract of this kind before you can offer one.'],
    [
      'invalidTiers',
      400,
      'The tiers were refused: the minimums and rates must go up from one tier to the next.',
    ],
  ])('shows the platform refusal %s of an offer', async (reason, status, text) => {
    const keys: unknown[] = [];
    setup({
      [offerContractEndpoint.path]: (_params, _body, { headers }) => {
        keys.push(headers['Idempotency-Key']);
        return fail(status, 'Refused', { reason });
      },
    });
    await chooseSubAgent(/agent01b/);
    await fillTier(1, '1000', '5', '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Send offer' })).toBeEnabled();
    // A definite refusal moved nothing: the next send is a new request with a new key.
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await screen.findByRole('alert');
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toEqual(keys[1]);
  });

  it('keeps the idempotency key when the answer was lost', async () => {
    const keys: unknown[] = [];
    setup({
      [offerContractEndpoint.path]: (_params, _body, { headers }) => {
        keys.push(headers['Idempotency-Key']);
        return 'network-error';
      },
    });
    await chooseSubAgent('agent01a');
    await fillTier(1, '1000', '5', '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection failed');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await screen.findByRole('alert');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(keys[1]);
  });

  it('lists the settlements a page at a time', async () => {
    const { calls } = setup({
      [salarySettlementsEndpoint.path]: ({ pageNo }) =>
        ok({
          list: pageNo === '2' ? [testSettlement(1)] : [testSettlement(3), testSettlement(2)],
          total: 3,
          totalPages: 2,
          pageNo: Number(pageNo),
        }),
    });
    const table = await screen.findByRole('table', { name: 'Settlement history' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3 Mar 2026$7,500.0060.50%$37.50');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('1 Mar 2026')).toBeInTheDocument();
    expect(calls(salarySettlementsEndpoint.path).at(-1)).toEqual({
      kind: 'daily',
      pageNo: '2',
      pageSize: '20',
    });
  });

  it('refreshes the header balance when a new wage shows after a change', async () => {
    let settled = 1;
    const offer = testContract({ contractId: 'C9', status: 'inProcess', decidedAt: null });
    const { commands } = setup({
      [agentContractsEndpoint.path]: () => contractsOf({ mine: [offer] }),
      [decideContractEndpoint.path]: () => {
        settled = 2;
        return ok({ ...offer, status: 'approved' });
      },
      [salarySettlementsEndpoint.path]: () =>
        ok({
          list: Array.from({ length: settled }, (_, i) => testSettlement(settled - i)),
          total: settled,
          totalPages: 1,
          pageNo: 1,
        }),
    });
    await screen.findByText('1 Mar 2026');
    expect(commands).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept contract' }));
    expect(await screen.findByText('2 Mar 2026')).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
  });
});
