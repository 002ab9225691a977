import { minorToInput, parseAmount } from './parseAmount';

describe('parseAmount', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500,50', 150_050],
    ['1,500.50', 150_050],
    ['1.500,50', 150_050],
    ['12.345,6', 1_234_560],
    ['1,500', 150_000],
    ['1.234', 123_400],
    ['12,000,000', 1_200_000_000],
    ['1,234,567.8', 123_456_780],
    ['12 345', 1_234_500],
    [' 0 ', 0],
    ['0.01', 1],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-5',
    '+3',
    '1e3',
    '10.',
    '1.2345',
    '1,50,0',
    '1.5.5',
    '12,345.6.7',
    '1,500,50',
    '1.500.50',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it.each(['0.805', '0,500', '012,345'])(
    'refuses %j rather than reading a leading 0 as a thousands group',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it('refuses an amount too large to hold exactly', () => {
    expect(parseAmount('90071992547409930')).toBeNull();
  });
});

describe('minorToInput', () => {
  it('writes whole amounts without decimals and others with two, as parseAmount reads them', () => {
    expect(minorToInput(150_000)).toBe('1500');
    expect(minorToInput(150_050)).toBe('1500.50');
    expect(parseAmount(minorToInput(150_050))).toBe(150_050);
  });
});
