import { minorToInput, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500,50', 150_050],
    ['1,500.50', 150_050],
    ['1.500,50', 150_050],
    ['1,500', 150_000],
    ['1.234', 123_400],
    ['1,234,567.8', 123_456_780],
    ['12 345', 1_234_500],
    ['0.01', 1],
  ])('reads %s as %d minor units', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });

  it.each(['', 'abc', '-5', '1,50,0', '1.5.5', '10.', '1e3', '1,500,50', '1.500.50', '+3'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );
});

describe('minorToInput', () => {
  it('writes whole amounts without decimals and others with two', () => {
    expect(minorToInput(150_000)).toBe('1500');
    expect(minorToInput(150_050)).toBe('1500.50');
  });
});
