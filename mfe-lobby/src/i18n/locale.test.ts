import { formatDateTime, formatMoney } from './locale';

describe('locale formatting', () => {
  it('formats minor units with the brand symbol and two decimals in each language', () => {
    expect(formatMoney(123456, 'EN', '$')).toBe('$1,234.56');
    expect(formatMoney(5, 'EN')).toBe('$0.05');
    expect(formatMoney(123456, 'VI', '₫')).toBe('₫1.234,56');
    // A second language after the first gets its own formatter, not the cached English one.
    expect(formatMoney(123456, 'PT', 'R$')).toBe('R$1.234,56');
    expect(formatMoney(123456, 'EN', '$')).toBe('$1,234.56');
  });

  it('formats a time per language', () => {
    const time = Date.UTC(2026, 2, 5, 12, 0);
    expect(formatDateTime(time, 'EN')).toMatch(/5 Mar 2026/);
    expect(formatDateTime(time, 'PT')).toMatch(/5 de mar\.? de 2026/);
  });
});
