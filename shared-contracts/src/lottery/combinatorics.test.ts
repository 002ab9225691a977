import { choose, countIn, distinctTupleCount, productCount } from './combinatorics';
import { cartesian, combinations } from './testSupport';

describe('choose', () => {
  it('matches hand-computed binomials', () => {
    expect(choose(4, 3)).toBe(4);
    expect(choose(5, 2)).toBe(10);
    expect(choose(11, 5)).toBe(462);
    expect(choose(49, 6)).toBe(13_983_816);
    expect(choose(100, 4)).toBe(3_921_225);
    expect(choose(7, 0)).toBe(1);
    expect(choose(7, 7)).toBe(1);
  });

  it('is 0 out of range', () => {
    expect(choose(2, 3)).toBe(0);
    expect(choose(3, -1)).toBe(0);
    expect(choose(2.5, 1)).toBe(0);
  });

  it('counts the listed combinations for every n and k up to 12', () => {
    const values = Array.from({ length: 12 }, (_, i) => String(i));
    for (let n = 0; n <= 12; n += 1)
      for (let k = 0; k <= n; k += 1)
        expect([n, k, choose(n, k)]).toEqual([n, k, combinations(values.slice(0, n), k).length]);
  });
});

describe('tuple counts', () => {
  it('multiplies row sizes, repeats allowed', () => {
    expect(productCount([['1', '2'], ['1'], ['3', '4', '5']])).toBe(6);
    expect(productCount([['1'], []])).toBe(0);
  });

  it('leaves out tuples that repeat a value', () => {
    expect(
      distinctTupleCount([
        ['01', '02'],
        ['01', '03'],
      ]),
    ).toBe(3);
    expect(distinctTupleCount([['01'], ['01']])).toBe(0);
    expect(distinctTupleCount([])).toBe(0);
    const rows = [
      ['1', '2', '3'],
      ['2', '3', '4'],
      ['1', '3', '4', '5'],
    ];
    const listed = cartesian(rows).filter((tuple) => new Set(tuple).size === tuple.length);
    expect(distinctTupleCount(rows)).toBe(listed.length);
  });

  it('counts values found in a pool once each', () => {
    expect(countIn(['1', '2', '3'], ['3', '3', '1'])).toBe(2);
  });
});
