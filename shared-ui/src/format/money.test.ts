import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats minor units with the language separators and the brand symbol', () => {
    expect(formatMoney(123456, 'EN', '$')).toBe('$1,234.56');
    expect(formatMoney(123456, 'PT', 'R$')).toBe('R$1.234,56');
    expect(formatMoney(5, 'EN', '฿')).toBe('฿0.05');
  });

  it('puts the sign before the symbol and falls back to $', () => {
    expect(formatMoney(-250, 'EN')).toBe('-$2.50');
    expect(formatMoney(0, 'EN')).toBe('$0.00');
  });

  it('keeps large amounts exact', () => {
    expect(formatMoney(900719925474099, 'EN', '$')).toBe('$9,007,199,254,740.99');
  });
});
