import { minorToInput, parseCountInput, parseMoneyInput } from './amountInput';

describe('amount inputs', () => {
  it('reads amounts in major units as minor units in the ways agents type them', () => {
    expect(parseMoneyInput('1500')).toBe(150_000);
    expect(parseMoneyInput('1500.5')).toBe(150_050);
    expect(parseMoneyInput('1,500.50')).toBe(150_050);
    expect(parseMoneyInput('1.500,50')).toBe(150_050);
    expect(parseMoneyInput('12.345,6')).toBe(1_234_560);
    expect(parseMoneyInput('1.500')).toBe(150_000);
    expect(parseMoneyInput('12,000,000')).toBe(1_200_000_000);
    expect(parseMoneyInput(' 0 ')).toBe(0);
  });

  it('refuses amounts that are not amounts', () => {
    for (const text of ['', 'abc', '-5', '0.805', '1,5,0', '12,345.6.7', '1e5', '1.2345'])
      expect([text, parseMoneyInput(text)]).toEqual([text, null]);
  });

  it('reads member counts as whole numbers only', () => {
    expect(parseCountInput('12')).toBe(12);
    expect(parseCountInput(' 0')).toBe(0);
    expect(parseCountInput('1.5')).toBeNull();
    expect(parseCountInput('-1')).toBeNull();
    expect(parseCountInput('')).toBeNull();
  });

  it('writes values back as the fields hold them', () => {
    expect(minorToInput(150_000)).toBe('1500');
    expect(minorToInput(150_050)).toBe('1500.50');
  });
});
