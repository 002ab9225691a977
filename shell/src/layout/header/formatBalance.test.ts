import { formatMinorUnits } from './formatBalance';

describe('formatMinorUnits', () => {
  it('shows minor units with the currency symbol, grouping and two decimals', () => {
    expect(formatMinorUnits(123456, '$')).toBe('$1,234.56');
    expect(formatMinorUnits(5, '฿')).toBe('฿0.05');
    expect(formatMinorUnits(0, '$')).toBe('$0.00');
    expect(formatMinorUnits(100000000, '$')).toBe('$1,000,000.00');
  });

  it('keeps the sign of a negative amount in front of the symbol', () => {
    expect(formatMinorUnits(-2550, '$')).toBe('-$25.50');
  });
});
