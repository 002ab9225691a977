import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  convertPointsEndpoint,
  convertPreviewEndpoint,
  memberProfileEndpoint,
  pointsBalanceEndpoint,
  pointsConfigEndpoint,
  pointsEntriesEndpoint,
  type PointsEntry,
  pointsItemDetailEndpoint,
  pointsItemsEndpoint,
  redeemPointsEndpoint,
  type Redemption,
  redemptionsEndpoint,
  TRIAL_ACCOUNT_TYPE,
} from 'shared-contracts';
import {
  createFakeHost,
  fail,
  type FakeAnswer,
  type FakeRoute,
  ok,
  recordCommands,
  testMember,
} from 'shared-ui/testing';
import { createRenderer } from 'shared-ui/testing';

import en from '../../i18n/points/en.json';
import { promo } from '../../remote';
import {
  balance,
  config,
  headphones,
  pageOf,
  profile,
  redemption,
  voucher,
} from './pointsFixtures';
import { PointsMallScreen } from './PointsMallScreen';
import { PREVIEW_DEBOUNCE_MS } from './useDebouncedValue';

const renderMall = createRenderer(
  promo,
  <Routes>
    <Route path="/pointMall" element={<PointsMallScreen />} />
  </Routes>,
);

const PASSWORD = new RegExp(`^${en.withdrawalPassword}`);

const ITEMS = [voucher(), headphones()];

/** The catalogue answered like the platform: by category, with the category counts. */
const catalogue: FakeRoute = ({ category }) =>
  ok({
    page: pageOf(ITEMS.filter((item) => !category || item.category === category)),
    categories: [
      { category: 'cash', count: 1 },
      { category: 'electronics', count: 1 },
    ],
  });

/** The item detail call: the catalogue's item by id, or the platform's 404. */
const itemDetail: FakeRoute = ({ itemId }) => {
  const item = ITEMS.find((each) => each.id === itemId);
  return item ? ok(item) : fail(404, 'Not found', { reason: 'itemNotFound' });
};

const guestApi = (overrides: Record<string, FakeRoute> = {}) => ({
  [pointsConfigEndpoint.path]: () => ok(config()),
  [pointsItemsEndpoint.path]: catalogue,
  [pointsItemDetailEndpoint.path]: itemDetail,
  ...overrides,
});

interface MemberPlatform {
  redeem?: (body: Record<string, unknown>, key: unknown) => FakeAnswer;
  convert?: (body: Record<string, unknown>, key: unknown) => FakeAnswer;
  passwordSet?: boolean;
  member?: ReturnType<typeof testMember>;
  routes?: Record<string, FakeRoute>;
}

/** A signed-in member on a platform that remembers redemptions and the points balance. */
const renderMember = ({
  redeem,
  convert,
  passwordSet = true,
  member = testMember(),
  routes = {},
}: MemberPlatform = {}) => {
  let points = 5000;
  const history: Redemption[] = [];
  const keys: unknown[] = [];
  const rendered = renderMall({
    route: '/pointMall',
    host: createFakeHost({ member }),
    api: guestApi({
      [pointsBalanceEndpoint.path]: () => ok(balance({ balance: points })),
      [memberProfileEndpoint.path]: () => ok(profile(passwordSet)),
      [redemptionsEndpoint.path]: () => ok(pageOf(history)),
      [convertPreviewEndpoint.path]: ({ points: asked }) => {
        const n = Number(asked);
        const refusal = n < 1000 ? 'belowMinimum' : n % 100 ? 'notMultipleOfStep' : null;
        return ok({ points: n, cashAmount: n, pointsBalance: points, refusal });
      },
      [redeemPointsEndpoint.path]: (_params, body, request) => {
        const key = request.headers['Idempotency-Key'];
        keys.push(key);
        const input = body as Record<string, unknown>;
        const answer = redeem?.(input, key);
        if (answer) return answer;
        const item = ITEMS.find((each) => each.id === input.itemId) ?? voucher();
        const spent = item.cost * Number(input.quantity);
        points -= spent;
        const row = redemption({
          id: `r${history.length + 1}`,
          itemId: item.id,
          itemKind: item.kind,
          itemName: item.name,
          quantity: Number(input.quantity),
          points: spent,
          cashAmount: item.cashValue,
          status: item.kind === 'physical' ? 'inProgress' : 'approved',
        });
        history.unshift(row);
        return ok({ redemption: row, pointsBalance: points, balance: 100_000 });
      },
      [convertPointsEndpoint.path]: (_params, body, request) => {
        const key = request.headers['Idempotency-Key'];
        keys.push(key);
        const input = body as Record<string, unknown>;
        const answer = convert?.(input, key);
        if (answer) return answer;
        points -= Number(input.points);
        return ok({
          conversion: { id: 'c1', points: input.points, cashAmount: input.points, createdAt: 1 },
          pointsBalance: points,
          balance: 100_000,
        });
      },
      ...routes,
    }),
  });
  return { ...rendered, keys, commands: recordCommands(rendered.host) };
};

const openItem = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Details of ${name}` }));
  return screen.getByRole('dialog', { name });
};

const balanceFigure = () =>
  screen.getByText(en.balance.label).closest('div')?.querySelector('dd')?.textContent;

describe('PointsMallScreen', () => {
  it('shows a guest the rules and the catalogue, and asks to log in to redeem or convert', async () => {
    const { calls, host } = renderMall({ route: '/pointMall', api: guestApi() });
    const commands = recordCommands(host);
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(
      await screen.findByText('Earn 1 point for every $1.00 of valid bets.'),
    ).toBeInTheDocument();
    expect(screen.getByText('100 points convert to $1.00 in cash.')).toBeInTheDocument();
    expect(screen.getByText(en.rules.neverExpire)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wireless headphones' })).toBeInTheDocument();
    expect(screen.getByText('3 left')).toBeInTheDocument();
    expect(screen.getByText('Cash voucher worth $10.00')).toBeInTheDocument();
    expect(screen.getByText(en.balance.guest)).toBeInTheDocument();
    expect(calls(pointsBalanceEndpoint.path)).toHaveLength(0);

    const dialog = await openItem('Cash voucher 10');
    expect(within(dialog).queryByLabelText(PASSWORD)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: en.logIn }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const convert = screen.getByRole('heading', { name: en.convert.title }).closest('section');
    await userEvent.click(within(convert as HTMLElement).getByRole('button', { name: en.logIn }));
    expect(commands).toEqual([{ type: 'OpenLogin' }, { type: 'OpenLogin' }]);
  });

  it('keeps the category and the order in the address', async () => {
    const { calls, location } = renderMall({
      route: '/pointMall?sort=costDesc',
      api: guestApi(),
    });
    expect(await screen.findByRole('combobox', { name: en.catalogue.sort })).toHaveValue(
      'costDesc',
    );
    await screen.findByRole('heading', { name: 'Cash voucher 10' });
    await userEvent.click(screen.getByRole('tab', { name: en.category.electronics }));
    await waitFor(() => expect(location()).toBe('/pointMall?sort=costDesc&category=electronics'));
    await waitFor(() =>
      expect(calls(pointsItemsEndpoint.path).at(-1)).toMatchObject({
        category: 'electronics',
        sort: 'costDesc',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Cash voucher 10' })).not.toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: en.catalogue.sort }),
      'popular',
    );
    await waitFor(() => expect(location()).toBe('/pointMall?category=electronics'));
  });

  it('shows the empty catalogue with a way back to every reward', async () => {
    renderMall({
      route: '/pointMall?category=travel',
      api: guestApi({ [pointsItemsEndpoint.path]: () => ok({ page: pageOf([]), categories: [] }) }),
    });
    expect(await screen.findByText(en.catalogue.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.catalogue.showAll }));
    expect(screen.getByRole('tab', { name: en.category.all })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows a catalogue failure with a retry that loads it', async () => {
    let attempt = 0;
    renderMall({
      route: '/pointMall',
      api: guestApi({
        [pointsItemsEndpoint.path]: (params, body, request) => {
          attempt += 1;
          return attempt === 1 ? fail(500, 'down') : catalogue(params, body, request);
        },
      }),
    });
    expect(await screen.findByText(en.catalogue.error)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: 'Cash voucher 10' })).toBeInTheDocument();
  });

  it('shows a member the balance while it loads, then the figures', async () => {
    renderMember();
    expect(screen.getByText(en.balance.loading)).toBeInTheDocument();
    await waitFor(() => expect(balanceFigure()).toBe('5,000'));
    expect(await screen.findByText(en.history.empty)).toBeInTheDocument();
  });

  it('redeems a physical item with its delivery details, then shows it in progress in the history', async () => {
    const { bodies, commands } = renderMember();
    await waitFor(() => expect(balanceFigure()).toBe('5,000'));
    const dialog = await openItem('Wireless headphones');
    const password = within(dialog).getByLabelText(PASSWORD);
    await userEvent.type(password, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 2,000 points' }));
    // Missing delivery details are caught at their fields, before any call.
    const name = within(dialog).getByRole('textbox', { name: en.delivery.name });
    expect(name).toHaveAccessibleDescription(en.delivery.nameInvalid);
    expect(
      within(dialog).getByRole('textbox', { name: en.delivery.address }),
    ).toHaveAccessibleDescription(en.delivery.addressInvalid);
    expect(bodies(redeemPointsEndpoint.path)).toHaveLength(0);
    expect(password).toHaveValue('123456');

    await userEvent.type(name, 'Ana Silva');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: en.delivery.phone }),
      '+55 11 5555 0000',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: en.delivery.address }),
      'Rua Augusta 100, São Paulo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 2,000 points' }));
    expect(
      await within(dialog).findByText(
        /We received your order for Wireless headphones \(2,000 points\)/,
      ),
    ).toBeInTheDocument();
    expect(bodies(redeemPointsEndpoint.path)).toEqual([
      {
        itemId: 'i-phones',
        quantity: 1,
        delivery: {
          name: 'Ana Silva',
          phone: '+55 11 5555 0000',
          address: 'Rua Augusta 100, São Paulo',
        },
        withdrawalPassword: '123456',
      },
    ]);
    // A physical item moves no money.
    expect(commands).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: en.redeem.done }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(balanceFigure()).toBe('3,000'));
    const history = await screen.findByRole('list', { name: en.history.title });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Wireless headphones ×1');
    expect(within(history).getByRole('listitem')).toHaveTextContent(en.status.inProgress);
  });

  it('puts the refusals at their fields and keeps what was typed', async () => {
    let answer: FakeAnswer = fail(409, 'Not enough points', { reason: 'insufficientPoints' });
    renderMember({ redeem: () => answer });
    const dialog = await openItem('Cash voucher 10');
    const quantity = within(dialog).getByRole('textbox', { name: en.redeem.quantity });
    const password = within(dialog).getByLabelText(PASSWORD);
    await userEvent.type(password, '111111');
    const submit = () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' }));
    await submit();
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(/You do not have enough points/),
    );

    answer = fail(409, 'Out of stock', { reason: 'outOfStock' });
    await submit();
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(expect.stringContaining(en.refused.outOfStock)),
    );

    answer = fail(400, 'The withdrawal password is not correct', {
      field: 'withdrawalPassword',
      reason: 'withdrawalPasswordWrong',
    });
    await submit();
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(en.refused.withdrawalPasswordWrong),
      ),
    );
    expect(password).toHaveValue('111111');

    answer = fail(429, 'Too many attempts');
    await submit();
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(en.refused.locked)),
    );
    expect(quantity).toHaveValue('1');
  });

  it('checks the quantity against the balance before asking the platform', async () => {
    const { bodies } = renderMember();
    await waitFor(() => expect(balanceFigure()).toBe('5,000'));
    const dialog = await openItem('Cash voucher 10');
    const quantity = within(dialog).getByRole('textbox', { name: en.redeem.quantity });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.type(within(dialog).getByLabelText(PASSWORD), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 6,000 points' }));
    expect(quantity).toHaveAccessibleDescription(/You do not have enough points/);
    expect(bodies(redeemPointsEndpoint.path)).toHaveLength(0);
  });

  it('keeps the idempotency key across a lost answer and refreshes the wallet after a voucher', async () => {
    let attempt = 0;
    const { keys, commands } = renderMember({
      redeem: () => {
        attempt += 1;
        return attempt === 1 ? 'network-error' : (undefined as unknown as FakeAnswer);
      },
    });
    const dialog = await openItem('Cash voucher 10');
    await userEvent.type(within(dialog).getByLabelText(PASSWORD), '111111');
    const submit = within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' });
    await userEvent.click(submit);
    expect(await within(dialog).findByText(en.common.networkError)).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await within(dialog).findByText(/Cash voucher 10 is yours/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
  });

  it('tells a member without a withdrawal password to set one', async () => {
    const { host } = renderMember({ passwordSet: false });
    const opened = recordCommands(host, ['OpenMemberCentre']);
    const dialog = await openItem('Cash voucher 10');
    await userEvent.click(await within(dialog).findByRole('button', { name: en.setPassword }));
    expect(opened).toEqual([{ type: 'OpenMemberCentre', page: 'securityCenter' }]);
  });

  it('sends a trial account to the trial warning instead of redeeming', async () => {
    const { commands, calls } = renderMember({
      member: testMember({ isAgent: TRIAL_ACCOUNT_TYPE }),
    });
    const dialog = await openItem('Cash voucher 10');
    expect(within(dialog).getByText(en.trial)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: en.trialAction }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(calls(redeemPointsEndpoint.path)).toHaveLength(0);
  });

  it('previews a conversion, refuses what breaks the rules at the field, then converts', async () => {
    const { bodies, commands } = renderMember();
    const field = await screen.findByRole('textbox', { name: en.convert.points });
    const password = screen.getByLabelText(PASSWORD);
    await userEvent.type(field, '500');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Convert at least 1,000 points.'),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '2000');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('2,000 points pay $20.00 into your main wallet.'),
    );
    await userEvent.type(password, '111111');
    await userEvent.click(screen.getByRole('button', { name: en.convert.submit }));
    expect(
      await screen.findByText('Done: 2,000 points became $20.00 in your main wallet.'),
    ).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    await waitFor(() => expect(balanceFigure()).toBe('3,000'));
    expect(field).toHaveValue('');
    expect(bodies(convertPointsEndpoint.path)).toEqual([
      { points: 2000, withdrawalPassword: '111111' },
    ]);
  });

  it('opens the item named in the address with the detail call, and closes it from the address', async () => {
    const { calls, location } = renderMall({
      route: '/pointMall?category=electronics&item=i-phones',
      api: guestApi(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Wireless headphones' });
    expect(within(dialog).getByText('Noise cancelling.')).toBeInTheDocument();
    expect(calls(pointsItemDetailEndpoint.path)).toEqual([{ itemId: 'i-phones' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: en.close }));
    await waitFor(() => expect(location()).toBe('/pointMall?category=electronics'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts an item opened from its card in the address', async () => {
    const { location } = renderMall({ route: '/pointMall', api: guestApi() });
    await openItem('Cash voucher 10');
    await waitFor(() => expect(location()).toBe('/pointMall?item=i-voucher'));
  });

  it('says so when the item in the address is not in the catalogue', async () => {
    renderMall({ route: '/pointMall?item=gone', api: guestApi() });
    const dialog = await screen.findByRole('dialog', { name: en.item.title });
    expect(await within(dialog).findByText(en.refused.itemNotFound)).toBeInTheDocument();
  });

  it('keeps the catalogue page in the address and starts a new category at page 1', async () => {
    const { calls, location } = renderMall({
      route: '/pointMall?page=2',
      api: guestApi({
        [pointsItemsEndpoint.path]: ({ pageNo }) =>
          ok({
            page: { ...pageOf(ITEMS, Number(pageNo)), totalPages: 3 },
            categories: [],
          }),
      }),
    });
    await screen.findByRole('heading', { name: 'Cash voucher 10' });
    expect(calls(pointsItemsEndpoint.path).at(-1)).toMatchObject({ pageNo: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/pointMall?page=3'));
    await userEvent.click(screen.getByRole('tab', { name: en.category.cash }));
    await waitFor(() => expect(location()).toBe('/pointMall?category=cash'));
  });

  it('lists the points movements with their kind, sign and balance, by kind and page', async () => {
    const entry = (overrides: Partial<PointsEntry>): PointsEntry => ({
      id: 'e1',
      kind: 'earn',
      points: 120,
      balanceAfter: 5000,
      reference: '2026-01-01',
      createdAt: Date.UTC(2026, 0, 2, 12),
      ...overrides,
    });
    const { calls } = renderMember({
      routes: {
        [pointsEntriesEndpoint.path]: ({ kind, pageNo }) =>
          ok({
            list:
              kind === 'refund'
                ? [entry({ id: 'e3', kind: 'refund', points: 2000, balanceAfter: 7000 })]
                : [
                    entry({}),
                    entry({ id: 'e2', kind: 'redeem', points: -1000, balanceAfter: 4880 }),
                  ],
            total: 12,
            totalPages: 2,
            pageNo: Number(pageNo),
          }),
      },
    });
    const list = await screen.findByRole('list', { name: en.movements.title });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(en.movements.kind.earn);
    expect(rows[0]).toHaveTextContent('+120');
    expect(rows[1]).toHaveTextContent(en.movements.kind.redeem);
    expect(rows[1]).toHaveTextContent('−1,000');
    expect(rows[1]).toHaveTextContent('Balance 4,880');
    const pages = screen.getByRole('navigation', { name: en.movements.pages });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls(pointsEntriesEndpoint.path).at(-1)).toMatchObject({ pageNo: '2' }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: en.movements.kindFilter }),
      'refund',
    );
    expect(await within(list).findByText(en.movements.kind.refund)).toBeInTheDocument();
    expect(calls(pointsEntriesEndpoint.path).at(-1)).toEqual({
      kind: 'refund',
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('shows an empty points history, and a failed one with a retry', async () => {
    let attempt = 0;
    renderMember({
      routes: {
        [pointsEntriesEndpoint.path]: () => {
          attempt += 1;
          return attempt === 1 ? fail(500, 'down') : ok(pageOf([]));
        },
      },
    });
    expect(await screen.findByText(en.movements.error)).toBeInTheDocument();
    const panel = screen.getByText(en.movements.error).closest('section') ?? document.body;
    await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: en.retry }));
    expect(await screen.findByText(en.movements.empty)).toBeInTheDocument();
  });

  it('asks for one preview once typing pauses, not one per keystroke', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { calls } = renderMember();
      const field = await screen.findByRole('textbox', { name: en.convert.points });
      await user.type(field, '2500');
      expect(calls(convertPreviewEndpoint.path)).toHaveLength(0);
      expect(field).toHaveAccessibleDescription(en.convert.previewLoading);
      // Once on the page: the hint, not again in the announcement.
      expect(screen.getAllByText(en.convert.previewLoading)).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);
      });
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('2,500 points pay $25.00 into your main wallet.'),
      );
      expect(calls(convertPreviewEndpoint.path)).toEqual([{ points: '2500' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts a conversion the platform refuses at the points field when the preview failed', async () => {
    const { commands } = renderMember({
      convert: () => fail(400, 'Not a multiple', { reason: 'notMultipleOfStep' }),
      routes: { [convertPreviewEndpoint.path]: () => fail(500, 'down') },
    });
    const field = await screen.findByRole('textbox', { name: en.convert.points });
    await userEvent.type(field, '1050');
    await waitFor(() => expect(field).toHaveAccessibleDescription(en.convert.previewError));
    const password = screen.getByLabelText(PASSWORD);
    await userEvent.type(password, '111111');
    await userEvent.click(screen.getByRole('button', { name: en.convert.submit }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Convert points in steps of 100.'),
    );
    expect(field).toHaveValue('1050');
    expect(password).toHaveValue('111111');
    expect(commands).toEqual([]);
  });
});
