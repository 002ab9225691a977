import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  claimPromotionEndpoint,
  claimRaffleTicketEndpoint,
  joinPromotionEndpoint,
  promotionApplicationsEndpoint,
  promotionDetailEndpoint,
  type PromotionParticipation,
  promotionParticipationEndpoint,
  raffleWinnersEndpoint,
  TRIAL_ACCOUNT_TYPE,
} from 'shared-contracts';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  ok,
  recordCommands,
  testMember,
} from 'shared-ui/testing';

import { detail } from '../../test/fixtures';
import { renderPromo } from '../../test/renderPromo';
import { application, DRAW, participation, rules } from './participationFixtures';

const STATE = promotionParticipationEndpoint.path;
const TITLE = 'Welcome bonus 100%';

const renderDetail = (
  state: PromotionParticipation | FakeRoute,
  { guest = false, trial = false, routes = {} as Record<string, FakeRoute> } = {},
) => {
  const host = createFakeHost({
    member: guest ? null : testMember(trial ? { isAgent: TRIAL_ACCOUNT_TYPE } : {}),
  });
  const keys: unknown[] = [];
  const keyed =
    (route: FakeRoute): FakeRoute =>
    (params, body, request) => {
      keys.push(request.headers['Idempotency-Key']);
      return route(params, body, request);
    };
  const rendered = renderPromo({
    route: '/promoDetail?id=p1',
    host,
    api: {
      [promotionDetailEndpoint.path]: () => ok(detail({ id: 'p1', title: TITLE })),
      [STATE]: typeof state === 'function' ? state : () => ok(state),
      [promotionApplicationsEndpoint.path]: () =>
        ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
      ...Object.fromEntries(
        Object.entries(routes).map(([path, route]) => [
          path,
          path === claimPromotionEndpoint.path || path === claimRaffleTicketEndpoint.path
            ? keyed(route)
            : route,
        ]),
      ),
    },
  });
  const commands = recordCommands(host, [
    'OpenLogin',
    'OpenRegister',
    'RefreshBalance',
    'OpenMemberCentre',
  ]);
  return { ...rendered, keys, commands };
};

const section = async () => screen.findByRole('region', { name: 'Take part' });

describe('PromotionParticipation on the detail page', () => {
  it('leaves the rules to the terms below it: no second statement with other times', async () => {
    renderDetail(participation({ rules: rules({ bonusRateBp: 1000, turnoverMultiple: 5 }) }));
    const region = await section();
    expect(await within(region).findByRole('button', { name: /^Claim/ })).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Rules' })).not.toBeInTheDocument();
    expect(region).not.toHaveTextContent('Wagering');
  });

  it('asks a guest to log in instead of acting', async () => {
    const join = jest.fn(() => ok(participation()));
    const { commands } = renderDetail(participation({ loginRequired: true }), {
      guest: true,
      routes: { [claimPromotionEndpoint.path]: join },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Log in to take part: ${TITLE}` }),
    );
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(join).not.toHaveBeenCalled();
  });

  it('sends a trial account to the login popup, which shows the trial warning', async () => {
    const claim = jest.fn(() => ok(participation()));
    const { commands } = renderDetail(participation(), {
      trial: true,
      routes: { [claimPromotionEndpoint.path]: claim },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Log in to take part: ${TITLE}` }),
    );
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(claim).not.toHaveBeenCalled();
  });

  it('claims with a key, says what arrived and refreshes the balance', async () => {
    const claimed = participation({
      status: 'claimed',
      bonus: { amount: 5000, turnoverRequired: 15000 },
    });
    const { keys, commands, calls } = renderDetail(participation(), {
      routes: {
        [claimPromotionEndpoint.path]: () => ok({ participation: claimed, balance: 9000 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Claim bonus: ${TITLE}` }));
    expect(
      await screen.findByText(
        '$50.00 is in your main wallet. It adds $150.00 to the wagering before you can withdraw.',
      ),
    ).toBeInTheDocument();
    expect(calls(claimPromotionEndpoint.path)).toEqual([{ promotionId: 'p1' }]);
    expect(keys).toHaveLength(1);
    expect(typeof keys[0]).toBe('string');
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    // The standing is read again after the claim.
    await waitFor(() => expect(calls(STATE).length).toBeGreaterThan(1));
  });

  it('keeps the key when the answer is lost, so the retry replays the claim', async () => {
    let attempt = 0;
    const claimed = participation({
      status: 'claimed',
      bonus: { amount: 5000, turnoverRequired: 15000 },
    });
    const { keys, commands } = renderDetail(participation(), {
      routes: {
        [claimPromotionEndpoint.path]: () => {
          attempt += 1;
          return attempt === 1 ? 'network-error' : ok({ participation: claimed, balance: 9000 });
        },
      },
    });
    const button = await screen.findByRole('button', { name: `Claim bonus: ${TITLE}` });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection dropped. Your entries are kept: try again.',
    );
    expect(commands).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText(/\$50.00 is in your main wallet/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says why a claim was refused and takes a new key after it', async () => {
    let attempt = 0;
    const { keys } = renderDetail(participation(), {
      routes: {
        [claimPromotionEndpoint.path]: () => {
          attempt += 1;
          return fail(409, 'Already claimed', { reason: 'alreadyClaimed' });
        },
      },
    });
    const button = await screen.findByRole('button', { name: `Claim bonus: ${TITLE}` });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already claimed this promotion.',
    );
    await userEvent.click(button);
    await waitFor(() => expect(attempt).toBe(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('joins a join promotion', async () => {
    const { calls } = renderDetail(participation({ kind: 'join', status: 'join' }), {
      routes: {
        [joinPromotionEndpoint.path]: () => ok(participation({ kind: 'join', status: 'joined' })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Join ${TITLE}` }));
    expect(await screen.findByText('You joined this promotion.')).toBeInTheDocument();
    expect(calls(joinPromotionEndpoint.path)).toEqual([{ promotionId: 'p1' }]);
  });

  it.each([
    [participation({ status: 'comingSoon' }), 'Coming soon', null],
    [participation({ kind: 'join', status: 'joined' }), 'Joined', null],
    [
      participation({ status: 'claimed', bonus: { amount: 5000, turnoverRequired: 15000 } }),
      'Claimed',
      'Bonus $50.00, wagering $150.00 before you can withdraw.',
    ],
    [participation({ kind: 'apply', status: 'processing' }), 'Applied, under review', null],
    [
      participation({
        kind: 'apply',
        status: 'rejected',
        application: application({ status: 'rejected', reason: 'Screenshot unreadable' }),
      }),
      'Rejected',
      null,
    ],
    [
      participation({
        status: 'notEligible',
        ineligibleBecause: 'minDeposit',
        rules: rules({ minDeposit: 10000 }),
      }),
      'Not eligible',
      'Deposit at least $100.00 during the period to take part.',
    ],
    [
      participation({
        status: 'notEligible',
        ineligibleBecause: 'newPlayersOnly',
        rules: rules({ newPlayersOnly: true, newPlayerDays: 1 }),
      }),
      'Not eligible',
      'Only for players who registered in the last 1 day.',
    ],
    [participation({ status: 'closed' }), 'Closed', null],
    [
      participation({
        kind: 'apply',
        status: 'issued',
        bonus: { amount: 8800, turnoverRequired: 26400 },
      }),
      'Bonus received',
      'Bonus $88.00, wagering $264.00 before you can withdraw.',
    ],
  ])('shows the state without an action: %#', async (state, badge, note) => {
    renderDetail(state);
    const region = await section();
    expect(await within(region).findByText(badge)).toBeInTheDocument();
    if (note) expect(within(region).getByText(note)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a verified contact with a way to the security page', async () => {
    const { commands } = renderDetail(
      participation({ status: 'notEligible', ineligibleBecause: 'verifyContact' }),
    );
    const region = await section();
    expect(await within(region).findByText('Not eligible')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Verify your phone number or email address to take part: one bonus per person, device and payout account.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Verify in Security' }));
    expect(commands).toContainEqual({ type: 'OpenMemberCentre', page: 'securityCenter' });
  });

  it('shows nothing to take part in when the promotion has no participation', async () => {
    renderDetail(() => fail(404, 'Not found', { reason: 'notFound' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading how to take part')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Take part' })).not.toBeInTheDocument();
  });

  it('offers a retry when the state could not be read', async () => {
    let attempt = 0;
    renderDetail(() => {
      attempt += 1;
      return attempt === 1 ? 'network-error' : ok(participation());
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: `Claim bonus: ${TITLE}` }),
    ).toBeInTheDocument();
  });

  it('lists my applications for this promotion with their status and reason, said once', async () => {
    const rejected = application({
      status: 'rejected',
      reason: 'Screenshot unreadable',
      decidedAt: DRAW,
    });
    renderDetail(participation({ kind: 'apply', status: 'rejected', application: rejected }), {
      routes: {
        [promotionApplicationsEndpoint.path]: () =>
          ok({
            list: [
              application({ status: 'rejected', reason: 'Screenshot unreadable', decidedAt: DRAW }),
              application({ id: 'a2', promotionId: 'other', comment: 'Not this one' }),
            ],
            total: 2,
            totalPages: 1,
            pageNo: 1,
          }),
      },
    });
    const list = await screen.findByRole('list', { name: 'My applications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('I deposited twice');
    expect(rows[0]).toHaveTextContent('Rejected');
    expect(rows[0]).toHaveTextContent('Reason: Screenshot unreadable');
    expect(rows[0]).toHaveTextContent('1 image');
    const region = await section();
    expect(within(region).getAllByText('Reason: Screenshot unreadable')).toHaveLength(1);
  });

  it('takes a raffle ticket with a key, without touching the balance', async () => {
    const raffleRules = rules({ drawAt: DRAW, prizeAmount: 10000, winners: 2, bonusAmount: 0 });
    const { keys, commands } = renderDetail(
      participation({ kind: 'raffle', status: 'claim', rules: raffleRules }),
      {
        routes: {
          [claimRaffleTicketEndpoint.path]: () =>
            ok({
              participation: participation({
                kind: 'raffle',
                status: 'claimed',
                ticketNo: 7,
                rules: raffleRules,
              }),
              balance: 1000,
            }),
        },
      },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: `Get a raffle ticket for ${TITLE}` }),
    );
    // 12:00 UTC is 19:00 in the brand's zone, the time the terms state.
    expect(
      await screen.findByText('You have ticket no. 7. The draw is on 1 Jun 2026, 19:00 (GMT+7).'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(commands).toEqual([]);
  });

  it('lists the winners once the raffle is drawn', async () => {
    renderDetail(
      participation({
        kind: 'raffle',
        status: 'issued',
        ticketNo: 3,
        drawnAt: DRAW,
        bonus: { amount: 10000, turnoverRequired: 10000 },
        rules: rules({ drawAt: DRAW, prizeAmount: 10000, winners: 1 }),
      }),
      {
        routes: {
          [raffleWinnersEndpoint.path]: () =>
            ok({
              drawAt: DRAW,
              drawnAt: DRAW,
              tickets: 5,
              winners: [{ rank: 1, username: 'de***o', ticketNo: 3, amount: 10000 }],
            }),
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Raffle winners' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1', 'de***o', '3', '$100.00']);
    expect(
      screen.getByText('Drawn 1 Jun 2026, 19:00 (GMT+7) · 5 tickets in the draw'),
    ).toBeInTheDocument();
    expect(screen.getByText('Won')).toBeInTheDocument();
  });
});
