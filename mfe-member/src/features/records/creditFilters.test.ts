import { readCreditFilters, transactionsSearchOf, writeCreditFilters } from './creditFilters';

describe('credit report filters', () => {
  const today = '2025-03-16';

  it('reads its period from the URL, else the last 7 days', () => {
    expect(
      readCreditFilters(new URLSearchParams('crFrom=2025-03-01&crTo=2025-03-15'), today),
    ).toEqual({ from: '2025-03-01', to: '2025-03-15' });
    expect(
      readCreditFilters(new URLSearchParams('crFrom=2025-03-15&crTo=2025-03-01'), today),
    ).toEqual({ from: '2025-03-10', to: today });
    expect(readCreditFilters(new URLSearchParams('crFrom=nope&crTo=2025-03-01'), today)).toEqual({
      from: '2025-03-10',
      to: today,
    });
  });

  it('writes its period next to the other parameters', () => {
    const params = writeCreditFilters(new URLSearchParams('mc=creditReport&x=1'), {
      from: '2025-03-01',
      to: '2025-03-02',
    });
    expect(params.toString()).toBe('mc=creditReport&x=1&crFrom=2025-03-01&crTo=2025-03-02');
  });

  it('links a row to the account record of the same period and kind', () => {
    const search = transactionsSearchOf(
      new URLSearchParams('mc=creditReport&crFrom=2025-03-01&crTo=2025-03-02&txPage=3'),
      { from: '2025-03-01', to: '2025-03-02' },
      'bonus',
    );
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      mc: 'transactionHistory',
      txFrom: '2025-03-01',
      txTo: '2025-03-02',
      txKind: 'bonus',
    });
  });
});
