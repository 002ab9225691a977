import { formatRate, parseRate, rateInput } from './rates';

describe('rates', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatRate(80)).toBe('0.80%');
    expect(formatRate(1234)).toBe('12.34%');
    expect(formatRate(0)).toBe('0.00%');
  });

  it('reads a typed percentage with up to two decimals as basis points', () => {
    expect(parseRate('0.8')).toBe(80);
    expect(parseRate('0.80')).toBe(80);
    expect(parseRate('1,5')).toBe(150);
    expect(parseRate('12')).toBe(1200);
    expect(parseRate(' 2.05 % ')).toBe(205);
    expect(parseRate('100')).toBe(10_000);
  });

  it('refuses a third decimal, a negative, text and more than 100 %', () => {
    for (const text of ['0.805', '-1', 'abc', '', '100.01', '.5']) {
      expect({ text, bp: parseRate(text) }).toEqual({ text, bp: null });
    }
  });

  it('fills a rate field with the percentage', () => {
    expect(rateInput(80)).toBe('0.80');
  });
});
