import type { PlayType } from './playType';
import { playTypeByCode } from './playTypes';
import { loNumbersOf, prizesOf, type VnResult } from './result';
import {
  cartesian,
  combinations,
  expectMatchesOracle,
  randomVnResult,
  seededRandom,
  type Ticket,
} from './testSupport';
import { VN_PLAY_TYPES } from './vnPlayTypes';

const play = (code: string): PlayType => {
  const found = playTypeByCode(code);
  if (!found) throw new Error(code);
  return found;
};

/** A northern result whose lô numbers are 23 (twice), 45 and otherwise 00-ending noise. */
const NORTH: VnResult = {
  prizes: {
    special: ['12345'],
    g1: ['00023'],
    g2: ['11123', '00001'],
    g3: ['00002', '00003', '00004', '00005', '00006', '00007'],
    g4: ['1008', '1009', '1010', '1011'],
    g5: ['1012', '1013', '1014', '1015', '1016', '1017'],
    g6: ['118', '119', '120'],
    g7: ['21', '22', '24', '25'],
  },
};
const SOUTH: VnResult = {
  prizes: {
    special: ['987654'],
    g1: ['00023'],
    g2: ['00099'],
    g3: ['00001', '00002'],
    g4: ['00003', '00004', '00005', '00006', '00007', '00008', '00054'],
    g5: ['0010'],
    g6: ['0011', '0012', '0013'],
    g7: ['014'],
    g8: ['23'],
  },
};

describe('VN play types: hand-computed cases', () => {
  it('lô: one bet per number, one win per occurrence among all prizes', () => {
    expect(loNumbersOf(NORTH)).toHaveLength(27);
    expect(loNumbersOf(SOUTH)).toHaveLength(18);
    expect(play('vn_lo2').betCount([['23', '45']])).toBe(2);
    expect(play('vn_lo2').winningBets([['23', '45']], NORTH)).toBe(3);
    expect(play('vn_lo2').winningBets([['23', '54', '77']], SOUTH)).toBe(4);
  });

  it('đề: the last two digits of the special prize', () => {
    expect(play('vn_de').betCount([['45', '23']])).toBe(2);
    expect(play('vn_de').winningBets([['45', '23']], NORTH)).toBe(1);
    expect(play('vn_de').winningBets([['54']], SOUTH)).toBe(1);
    expect(play('vn_de').winningBets([['23']], SOUTH)).toBe(0);
  });

  it('3 càng: hundreds, tens and units of the special prize', () => {
    expect(play('vn_3cang').betCount([['3'], ['4'], ['5', '6']])).toBe(2);
    expect(play('vn_3cang').winningBets([['3'], ['4'], ['5', '6']], NORTH)).toBe(1);
    expect(play('vn_3cang').winningBets([['6'], ['5'], ['4']], SOUTH)).toBe(1);
    expect(play('vn_3cang').winningBets([['3'], ['4'], ['6']], NORTH)).toBe(0);
  });

  it('xiên: every k picked numbers are a bet that wins when all appear (repeats count once)', () => {
    expect(play('vn_xien2').betCount([['23', '45', '67']])).toBe(3);
    expect(play('vn_xien2').winningBets([['23', '45', '67']], NORTH)).toBe(1);
    expect(play('vn_xien3').winningBets([['23', '45', '21']], NORTH)).toBe(1);
    expect(play('vn_xien4').betCount([['23', '45', '21']])).toBe(0);
    expect(play('vn_xien4').betCount([['01', '02', '03', '04', '05']])).toBe(5);
    expect(play('vn_xien4').winningBets([['01', '02', '03', '04', '05']], NORTH)).toBe(5);
    expect(
      play('vn_xien2').betCount([Array.from({ length: 11 }, (_, i) => String(i).padStart(2, '0'))]),
    ).toBe(0);
  });

  it('odds differ by format for lô and xiên only', () => {
    for (const playType of VN_PLAY_TYPES) {
      const byFormat = playType.oddsMilliByVnFormat;
      if (['vn_lo2', 'vn_xien2', 'vn_xien3', 'vn_xien4'].includes(playType.code)) {
        expect(byFormat?.north).toBe(playType.oddsMilli);
        // Fewer prizes in the south: a lô number is rarer and pays more.
        expect(byFormat?.south ?? 0).toBeGreaterThan(byFormat?.north ?? 0);
      } else expect(byFormat).toBeUndefined();
    }
  });
});

const special = (result: object) => prizesOf(result as never).special[0] ?? '';
const TICKETS: Record<string, (selection: string[][]) => Ticket[]> = {
  vn_lo2: ([row = []]) =>
    row.map((number) => (result) => loNumbersOf(result).filter((lo) => lo === number).length),
  vn_de: ([row = []]) =>
    row.map((number) => (result) => (special(result).endsWith(number) ? 1 : 0)),
  vn_3cang: (selection) =>
    cartesian(selection).map(
      (ticket) => (result) => (special(result).endsWith(ticket.join('')) ? 1 : 0),
    ),
  ...Object.fromEntries(
    [2, 3, 4].map((size) => [
      `vn_xien${size}`,
      ([row = []]: string[][]) =>
        combinations(row, size).map(
          (ticket): Ticket =>
            (result) =>
              ticket.every((number) => loNumbersOf(result).includes(number)) ? 1 : 0,
        ),
    ]),
  ),
};

describe('VN play types: property tests against the listed tickets', () => {
  it('has an oracle for every VN play type', () => {
    expect(Object.keys(TICKETS).sort()).toEqual(VN_PLAY_TYPES.map((p) => p.code).sort());
  });

  it.each(VN_PLAY_TYPES.map((p) => [p.code, p] as const))('%s, both formats', (_code, playType) => {
    const tickets = TICKETS[playType.code];
    if (!tickets) throw new Error(playType.code);
    // Results lean on a few numbers so that lô repeats and xiên wins happen.
    const favourites = seededRandom(3).subset(
      Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
      8,
      8,
    );
    for (const format of ['north', 'south'] as const)
      expectMatchesOracle(
        playType,
        tickets,
        (random) => randomVnResult(format, random, favourites),
        {
          seed: format === 'north' ? 1 : 2,
          maxPerRow: playType.code === 'vn_3cang' ? 6 : 10,
          selections: 80,
          winsCanExceedBets: playType.code === 'vn_lo2',
        },
      );
  });
});
