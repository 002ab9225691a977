import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletTransferEndpoint } from 'shared-contracts';
import {
  type MemberWallets,
  memberWalletsEndpoint,
  recallWalletsEndpoint,
} from 'shared-contracts/member';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  ok,
  recordCommands,
  testMember,
} from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const wallets = (main: number, evo: number, pg = 0): MemberWallets => ({
  currency: 'USD',
  sumBalance: main + evo + pg,
  wallets: [
    { walletId: 'MAIN', name: 'Main wallet', kind: 'main', balance: main },
    { walletId: 'EVO', name: 'Evolution', kind: 'vendor', balance: evo },
    { walletId: 'PG', name: 'PG Soft', kind: 'vendor', balance: pg },
  ],
  merchantWallet: null,
});

const funds = (value: MemberWallets) => ({
  sumBalance: value.sumBalance,
  currency: value.currency,
  wallets: value.wallets.map(({ walletId, name, balance }) => ({ walletId, name, balance })),
});

const setup = (api: Record<string, FakeRoute> = {}, first = wallets(10_000, 2_500)) => {
  const host = createFakeHost({ member: testMember() });
  const commands = recordCommands(host, ['RefreshBalance']);
  let current = first;
  const rendered = renderMember({
    host,
    route: '/?mc=transferFund',
    api: {
      [memberWalletsEndpoint.path]: () => ok(current),
      ...api,
    },
  });
  return { ...rendered, commands, setWallets: (next: MemberWallets) => (current = next) };
};

const transferForm = async () =>
  (await screen.findByRole('button', { name: 'Transfer' })).closest('form') as HTMLFormElement;

describe('WalletPage', () => {
  it('lists the main wallet and every game wallet with its balance and the total', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Your wallets' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Main walletFor deposits and withdrawals$100.00',
      'EvolutionGame wallet$25.00',
      'PG SoftGame wallet$0.00',
    ]);
    expect(screen.getByText('Total balance').nextSibling).toHaveTextContent('$125.00');
  });

  it('shows the merchant wallet when the brand has one', async () => {
    setup({}, { ...wallets(0, 0), merchantWallet: { name: 'Store credit', balance: 700 } });
    const list = await screen.findByRole('list', { name: 'Your wallets' });
    expect(within(list).getByText('Store credit').parentElement).toHaveTextContent(
      'Merchant wallet$7.00',
    );
  });

  it('reloads the balances with the refresh button', async () => {
    const { calls, setWallets } = setup();
    await screen.findByText('$100.00');
    setWallets(wallets(9_000, 3_500));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balances' }));
    expect(await screen.findByText('$90.00')).toBeInTheDocument();
    expect(calls(memberWalletsEndpoint.path)).toHaveLength(2);
  });

  it('refuses an amount above the main balance next to the field, without calling', async () => {
    const { calls } = setup();
    const form = await transferForm();
    await userEvent.type(within(form).getByLabelText(/Amount/), '100.01');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      within(form).getByText('The amount is more than your balance ($100.00).'),
    ).toBeInTheDocument();
    expect(calls(walletTransferEndpoint.path)).toHaveLength(0);
  });

  it('checks the game wallet balance when moving money back to main', async () => {
    setup();
    const form = await transferForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Game wallet → main wallet' }));
    expect(within(form).getByText('Available in Evolution: $25.00')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Amount/), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      within(form).getByText('The amount is more than your balance ($25.00).'),
    ).toBeInTheDocument();
  });

  it('asks for an amount above zero', async () => {
    setup();
    const form = await transferForm();
    await userEvent.type(within(form).getByLabelText(/Amount/), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByText('Enter an amount above zero.')).toBeInTheDocument();
  });

  it('moves money into a game wallet with an idempotency key and refreshes the header balance', async () => {
    const { bodies, calls, commands, setWallets } = setup({
      [walletTransferEndpoint.path]: () => {
        setWallets(wallets(4_000, 2_500, 6_000));
        return ok(funds(wallets(4_000, 2_500, 6_000)));
      },
    });
    const form = await transferForm();
    await userEvent.selectOptions(within(form).getByLabelText('Game wallet'), 'PG');
    await userEvent.type(within(form).getByLabelText(/Amount/), '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(form).findByText('$60.00 moved from Main wallet to PG Soft.'),
    ).toBeInTheDocument();
    expect(bodies(walletTransferEndpoint.path)).toEqual([
      { from: 'MAIN', to: 'PG', amount: 6_000 },
    ]);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('');
    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    expect(calls(memberWalletsEndpoint.path).length).toBeGreaterThan(1);
  });

  it('sends a new idempotency key for the next transfer, and the same one on a retry', async () => {
    const keys: unknown[] = [];
    let answers = [fail(400, 'Insufficient balance'), ok(funds(wallets(9_000, 3_500)))];
    setup({
      [walletTransferEndpoint.path]: (_params, _body, { headers }) => {
        keys.push(headers['Idempotency-Key']);
        const [answer, ...rest] = answers;
        answers = rest.length ? rest : answers;
        return answer!;
      },
    });
    const form = await transferForm();
    await userEvent.type(within(form).getByLabelText(/Amount/), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('10');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await within(form).findByText(/moved from Main wallet to Evolution/);
    await userEvent.type(within(form).getByLabelText(/Amount/), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await within(form).findByText(/moved from Main wallet to Evolution/);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('fills in the whole balance of the wallet the money leaves', async () => {
    setup();
    const form = await transferForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Game wallet → main wallet' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Use the whole balance' }));
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('25');
  });

  it('recalls every game wallet in one click and says how much came back from where', async () => {
    const { bodies, commands, setWallets } = setup(
      {
        [recallWalletsEndpoint.path]: (_params, _body, { headers }) =>
          headers['Idempotency-Key'] ? ok(wallets(14_000, 0, 0)) : fail(400, 'no key'),
      },
      wallets(10_000, 2_500, 1_500),
    );
    await screen.findByText('$25.00');
    setWallets(wallets(10_000, 2_500, 1_500));
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    const summary = await screen.findByText('$40.00 came back to your main wallet:');
    expect(
      within(summary.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$25.00 from Evolution', '$15.00 from PG Soft']);
    expect(bodies(recallWalletsEndpoint.path)).toHaveLength(1);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(screen.getByText('Total balance').nextSibling).toHaveTextContent('$140.00');
  });

  it('shows the balances the recall answered, in the list, the total and the transfer form', async () => {
    // The fake keeps answering the balances from before: only the recall's answer, put in the
    // wallets cache, can show the money back in the main wallet.
    const { calls } = setup(
      { [recallWalletsEndpoint.path]: () => ok(wallets(14_000, 0, 0)) },
      wallets(10_000, 2_500, 1_500),
    );
    const list = await screen.findByRole('list', { name: 'Your wallets' });
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    await screen.findByText('$40.00 came back to your main wallet:');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'Main walletFor deposits and withdrawals$140.00',
      'EvolutionGame wallet$0.00',
      'PG SoftGame wallet$0.00',
    ]);
    // The total is the same before and after (a recall moves money, it adds none).
    expect(screen.getByText('Total balance').nextSibling).toHaveTextContent('$140.00');
    const form = await transferForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Game wallet → main wallet' }));
    expect(within(form).getByText('Available in Evolution: $0.00')).toBeInTheDocument();
    // Read once on opening and once just before the recall (for the summary), not after it.
    expect(calls(memberWalletsEndpoint.path)).toHaveLength(2);
  });

  it('says when there was nothing to recall', async () => {
    setup({ [recallWalletsEndpoint.path]: () => ok(wallets(10_000, 0)) }, wallets(10_000, 0));
    await userEvent.click(await screen.findByRole('button', { name: 'Recall all to main wallet' }));
    expect(
      await screen.findByText('Nothing to recall: your game wallets are empty.'),
    ).toBeInTheDocument();
  });

  it('shows a refused recall', async () => {
    setup({ [recallWalletsEndpoint.path]: () => 'network-error' });
    await userEvent.click(await screen.findByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection failed. Check your network and try again.',
    );
  });

  it('offers a retry when the wallets cannot be loaded', async () => {
    setup({ [memberWalletsEndpoint.path]: () => fail(500, 'boom') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });
});
