import type { MemberWallet } from 'shared-contracts/member';

import { recallSummary } from './recallSummary';

const wallet = (walletId: string, balance: number, kind: MemberWallet['kind'] = 'vendor') => ({
  walletId,
  name: walletId,
  kind,
  balance,
});

describe('recallSummary', () => {
  it('says how much came back from each game wallet and in total', () => {
    const before = [
      wallet('MAIN', 100, 'main'),
      wallet('EVO', 500),
      wallet('PG', 0),
      wallet('SABA', 250),
    ];
    const after = [
      wallet('MAIN', 850, 'main'),
      wallet('EVO', 0),
      wallet('PG', 0),
      wallet('SABA', 0),
    ];
    expect(recallSummary(before, after)).toEqual({
      total: 750,
      from: [
        { walletId: 'EVO', name: 'EVO', amount: 500 },
        { walletId: 'SABA', name: 'SABA', amount: 250 },
      ],
    });
  });

  it('reports nothing when every game wallet was empty', () => {
    const wallets = [wallet('MAIN', 100, 'main'), wallet('EVO', 0)];
    expect(recallSummary(wallets, wallets)).toEqual({ total: 0, from: [] });
  });
});
