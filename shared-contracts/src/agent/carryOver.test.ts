import { withCarryOver } from './carryOver';

describe('withCarryOver', () => {
  it('carries a negative base into the following periods until it is absorbed', () => {
    const periods = [-500, 200, 400, -100, -50, 300, 0].map((netLoss, i) => ({ id: i, netLoss }));
    expect(
      withCarryOver(periods).map(({ id, carriedIn, base, carriedOut, payableBase }) => [
        id,
        carriedIn,
        base,
        carriedOut,
        payableBase,
      ]),
    ).toEqual([
      [0, 0, -500, -500, 0],
      [1, -500, -300, -300, 0],
      [2, -300, 100, 0, 100],
      [3, 0, -100, -100, 0],
      [4, -100, -150, -150, 0],
      [5, -150, 150, 0, 150],
      [6, 0, 0, 0, 0],
    ]);
  });

  it('pays every positive period in full when nothing is carried', () => {
    const rows = withCarryOver([{ netLoss: 10 }, { netLoss: 20 }]);
    expect(rows.map((row) => row.payableBase)).toEqual([10, 20]);
    expect(rows.map((row) => row.carriedIn)).toEqual([0, 0]);
  });

  it('starts from a carry of an earlier period and keeps the other fields', () => {
    const input = [{ netLoss: 150, day: 'a' }];
    expect(withCarryOver(input, -200)).toEqual([
      { netLoss: 150, day: 'a', carriedIn: -200, base: -50, carriedOut: -50, payableBase: 0 },
    ]);
    expect(input).toEqual([{ netLoss: 150, day: 'a' }]);
    expect(withCarryOver([], -5)).toEqual([]);
    expect(() => withCarryOver(input, 1)).toThrow(RangeError);
  });
});
