import { filtersFromParams, paramsWithFilters } from './useLobbyFilters';

describe('lobby filters in the URL', () => {
  it('reads every filter from the query string', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('vassalage=PG&gameClassify=baccarat&minBet=50&gameName=%20tiger%20'),
      ),
    ).toEqual({ vassalage: 'PG', gameClassify: 'baccarat', minBet: 50, gameName: 'tiger' });
  });

  it('ignores malformed values instead of failing', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('vassalage=%3Cscript%3E&gameClassify=chess&minBet=-5&gameName=%20'),
      ),
    ).toEqual({});
    expect(filtersFromParams(new URLSearchParams('minBet=abc'))).toEqual({});
  });

  it('writes filters back, dropping empty ones and keeping other parameters', () => {
    const params = paramsWithFilters(new URLSearchParams('category=RNG&vassalage=PG&minBet=10'), {
      vassalage: 'PP',
      gameName: 'gold rush',
    });
    expect(params.toString()).toBe('category=RNG&vassalage=PP&gameName=gold+rush');
  });

  it('round-trips so a shared link opens the same view', () => {
    const filters = { vassalage: 'EVO', gameClassify: 'roulette' as const, minBet: 100 };
    expect(filtersFromParams(paramsWithFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
