import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { reportDayOf, vendorsEndpoint } from 'shared-contracts';
import {
  type RecordBet,
  type RecordBetDetail,
  recordBetEndpoint,
  recordBetsEndpoint,
} from 'shared-contracts/member';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { MemberCentre } from '../centre/MemberCentre';

const bet = (n: number, overrides: Partial<RecordBet> = {}): RecordBet => ({
  betId: `b${n}`,
  product: 'game',
  gameCode: 'baccarat',
  gameName: `Baccarat ${n}`,
  category: 'LIVE',
  vendorCode: 'EVO',
  vendorName: 'Evolution',
  stake: 10_000,
  validTurnover: 10_000,
  payout: 15_000,
  winLoss: 5_000,
  status: 'settled',
  placedAt: Date.UTC(2026, 2, 5, 10, n),
  settledAt: Date.UTC(2026, 2, 5, 11, n),
  ...overrides,
});

const totals = {
  bets: 42,
  stake: 123_400,
  validTurnover: 120_000,
  payout: 100_000,
  winLoss: -23_400,
};

const answer = (list: RecordBet[], pageNo = 1, totalPages = 1) =>
  ok({ page: { list, total: totals.bets, totalPages, pageNo }, totals });

const vendors = ok({
  data: {
    lanes: [
      {
        gameCategory: 'LIVE',
        title: 'Live',
        vendors: ['EVO'],
        cards: [
          {
            vassalage: 'EVO',
            name: 'Evolution',
            smallIcon: '/v/evo.png',
            isHot: 1,
            isGame: 'LOBBY',
            gameType: 'LIVE',
          },
        ],
      },
      {
        gameCategory: 'RNG',
        title: 'Slots',
        vendors: ['PG'],
        cards: [
          {
            vassalage: 'PG',
            name: 'PG Soft',
            smallIcon: '/v/pg.png',
            isHot: 0,
            isGame: 'VASSALAGE',
            gameType: 'RNG',
          },
        ],
      },
    ],
  },
});

const PERIOD = 'betFrom=2026-03-01&betTo=2026-03-07';

const Back = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      History back
    </button>
  );
};

const setup = (api: Record<string, FakeRoute> = {}, search = PERIOD) =>
  renderMember({
    route: `/?mc=personalHistoryCopy&${search}`,
    api: {
      [recordBetsEndpoint.path]: () => answer([bet(1), bet(2, { winLoss: -10_000, payout: 0 })]),
      [vendorsEndpoint.path]: () => vendors,
      ...api,
    },
    children: (
      <>
        <MemberCentre />
        <Back />
      </>
    ),
  });

const table = () => screen.findByRole('table', { name: /^Bets \(42 in all\)/ });

describe('BettingRecordPage', () => {
  it('lists the bets with the totals of the whole filtered set', async () => {
    const { calls } = setup();
    const rows = within(await table()).getAllByRole('row');
    // The header row and two rows.
    expect(rows).toHaveLength(3);
    const [, first, second] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // Header and two bets.
    expect(first).toHaveTextContent('Baccarat 1');
    expect(first).toHaveTextContent('Evolution');
    expect(first).toHaveTextContent('Live casino');
    expect(first).toHaveTextContent('Settled');
    expect(within(first).getByText('+$50.00')).toBeInTheDocument();
    expect(within(second).getByText('-$100.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Totals of the selected bets' });
    expect(summary).toHaveTextContent('Bets42');
    expect(summary).toHaveTextContent('Stake$1,234.00');
    expect(summary).toHaveTextContent('Valid turnover$1,200.00');
    expect(summary).toHaveTextContent('Payout$1,000.00');
    expect(summary).toHaveTextContent('Win/loss-$234.00');
    expect(calls(recordBetsEndpoint.path)).toEqual([
      { from: '2026-03-01', to: '2026-03-07', pageNo: '1', pageSize: '20' },
    ]);
  });

  it('opens on the last 7 report days when the URL names no period', async () => {
    const { calls } = setup({}, '');
    await table();
    const today = reportDayOf(Date.now());
    const [call] = calls(recordBetsEndpoint.path);
    expect(call?.to).toBe(today);
    expect(Date.parse(call?.to ?? '') - Date.parse(call?.from ?? '')).toBe(6 * 86_400_000);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when no bet matches', async () => {
    setup({
      [recordBetsEndpoint.path]: () =>
        ok({
          page: { list: [], total: 0, totalPages: 0, pageNo: 1 },
          totals: { bets: 0, stake: 0, validTurnover: 0, payout: 0, winLoss: 0 },
        }),
    });
    expect(await screen.findByText('No bets for these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    let failing = true;
    setup({
      [recordBetsEndpoint.path]: () => (failing ? fail(500, 'Server error') : answer([bet(1)])),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('explains a period the platform refuses', async () => {
    setup({
      [recordBetsEndpoint.path]: () => fail(400, 'Period too long', { reason: 'periodTooLong' }),
    });
    expect(
      await screen.findByText(
        'The platform accepts at most 92 days at once. Choose a shorter period.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the filters in the URL, asks with them, and goes back to the previous ones', async () => {
    const { calls, location } = setup();
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    await waitFor(() =>
      expect(calls(recordBetsEndpoint.path).at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-07',
        category: 'LIVE',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    expect(location()).toBe(`/?mc=personalHistoryCopy&${PERIOD}&betCategory=LIVE`);
    // The vendors of the chosen category only.
    const vendor = screen.getByLabelText('Vendor');
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Evolution']);
    await userEvent.selectOptions(vendor, 'EVO');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'unsettled');
    await waitFor(() =>
      expect(location()).toBe(
        `/?mc=personalHistoryCopy&${PERIOD}&betCategory=LIVE&betVendor=EVO&betStatus=unsettled`,
      ),
    );
    expect(calls(recordBetsEndpoint.path).at(-1)).toMatchObject({
      category: 'LIVE',
      vendorCode: 'EVO',
      status: 'unsettled',
    });

    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() =>
      expect(location()).toBe(`/?mc=personalHistoryCopy&${PERIOD}&betCategory=LIVE&betVendor=EVO`),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Vendor')).toHaveValue('EVO');

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe(`/?mc=personalHistoryCopy&${PERIOD}`));
  });

  it('reads the filters of a reloaded URL', async () => {
    const { calls } = setup(
      {},
      `${PERIOD}&betCategory=RNG&betVendor=PG&betStatus=cancelled&betPage=2`,
    );
    await table();
    expect(calls(recordBetsEndpoint.path)).toEqual([
      {
        from: '2026-03-01',
        to: '2026-03-07',
        category: 'RNG',
        vendorCode: 'PG',
        status: 'cancelled',
        pageNo: '2',
        pageSize: '20',
      },
    ]);
    expect(screen.getByLabelText('Category')).toHaveValue('RNG');
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
  });

  it('drops a vendor of another category when the category changes', async () => {
    const { location } = setup({}, `${PERIOD}&betVendor=PG`);
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    await waitFor(() =>
      expect(location()).toBe(`/?mc=personalHistoryCopy&${PERIOD}&betCategory=LIVE`),
    );
  });

  it('changes the period with a quick pick and starts again from page 1', async () => {
    const { calls, location } = setup({}, `${PERIOD}&betPage=3`);
    await table();
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    const today = reportDayOf(Date.now());
    await waitFor(() => expect(calls(recordBetsEndpoint.path).at(-1)?.to).toBe(today));
    expect(calls(recordBetsEndpoint.path).at(-1)?.pageNo).toBe('1');
    expect(location()).not.toContain('betPage');
  });

  it('pages through the bets, the page in the URL', async () => {
    const { calls, location } = setup({
      [recordBetsEndpoint.path]: (params) =>
        answer([bet(Number(params.pageNo) * 10)], Number(params.pageNo), 3),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Baccarat 20')).toBeInTheDocument();
    expect(calls(recordBetsEndpoint.path).at(-1)?.pageNo).toBe('2');
    expect(location()).toBe(`/?mc=personalHistoryCopy&${PERIOD}&betPage=2`);
  });

  it("shows a game round's detail in a dialog", async () => {
    const detail: RecordBetDetail = {
      ...bet(1),
      detail: { roundId: 'R-77', outcome: { banker: [9, 8], player: [1, 2] } },
    };
    const { calls } = setup({ [recordBetEndpoint.path]: () => ok(detail) });
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: /^Details of the bet on Baccarat 1 at / }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bet details · Baccarat 1' });
    expect(await within(dialog).findByText('R-77')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Game round');
    expect(dialog).toHaveTextContent('"banker"');
    expect(calls(recordBetEndpoint.path)).toEqual([{ betId: 'b1' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: /Bet details/ })).not.toBeInTheDocument();
  });

  it("shows a lottery bet's line and result, or that it is not drawn yet", async () => {
    const lottery: RecordBet = bet(3, {
      product: 'lottery',
      gameName: 'Speed SSC',
      category: 'ELOTT',
      status: 'unsettled',
      validTurnover: 0,
      payout: 0,
      winLoss: 0,
      settledAt: null,
    });
    setup({
      [recordBetsEndpoint.path]: () => answer([lottery]),
      [recordBetEndpoint.path]: () =>
        ok({
          ...lottery,
          detail: {
            issueNo: '20260305-0042',
            playType: '5D_DIRECT',
            selection: [['1', '2'], ['3']],
            mode: 'jiao',
            multiplier: 5,
            betCount: 2,
            result: null,
          },
        }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^Details of the bet on Speed SSC/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet details · Speed SSC' });
    expect(await within(dialog).findByText('20260305-0042')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Selection1 2 | 3');
    expect(dialog).toHaveTextContent('UnitJiao (0.20 a bet)');
    expect(dialog).toHaveTextContent('Multiplier×5');
    expect(dialog).toHaveTextContent('ResultNot drawn yet');
    expect(dialog).toHaveTextContent('SettledNot settled yet');
  });

  it('says a bet is not found when the platform refuses it', async () => {
    setup({ [recordBetEndpoint.path]: () => fail(404, 'Not found', { reason: 'notFound' }) });
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: /^Details of the bet on Baccarat 2/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bet details · Baccarat 2' });
    expect(await within(dialog).findByText('This bet could not be found.')).toBeInTheDocument();
  });
});
