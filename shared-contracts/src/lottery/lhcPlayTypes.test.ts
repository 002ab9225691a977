import { LHC_COLOURS, LHC_PLAY_TYPES } from './lhcPlayTypes';
import type { PlayType } from './playType';
import { playTypeByCode } from './playTypes';
import { ballsOf } from './result';
import { expectMatchesOracle, randomBallsResult, type Ticket } from './testSupport';

const play = (code: string): PlayType => {
  const found = playTypeByCode(code);
  if (!found) throw new Error(code);
  return found;
};
const draw = (normals: string[], special: string) => ({ balls: [...normals, special] });
const NORMALS = ['01', '03', '10', '22', '35', '48'];

describe('LHC play types: hand-computed cases', () => {
  it('special number: one bet per pick, only the seventh ball counts', () => {
    expect(play('lhc_special').betCount([['49', '01']])).toBe(2);
    expect(play('lhc_special').winningBets([['49', '01']], draw(NORMALS, '49'))).toBe(1);
    expect(play('lhc_special').winningBets([['03']], draw(NORMALS, '49'))).toBe(0);
  });

  it('special big/small/odd/even: 25-48 big, 1-24 small, 49 pushes every bet', () => {
    const bsoe = play('lhc_special_bsoe');
    const all = [['big', 'small', 'odd', 'even']];
    expect(bsoe.winningBets(all, draw(NORMALS, '25'))).toBe(2);
    expect(bsoe.winningBets([['big', 'odd']], draw(NORMALS, '25'))).toBe(2);
    expect(bsoe.winningBets([['small', 'even']], draw(NORMALS, '24'))).toBe(2);
    expect(bsoe.pushBets?.(all, draw(NORMALS, '25'))).toBe(0);
    expect(bsoe.winningBets(all, draw(NORMALS, '49'))).toBe(0);
    expect(bsoe.pushBets?.(all, draw(NORMALS, '49'))).toBe(4);
    expect(bsoe.pushBets?.([['big']], draw(NORMALS, '49'))).toBe(1);
  });

  it('special colour: the waves cover 01-49 once (17 red, 16 blue, 16 green)', () => {
    const all = [...LHC_COLOURS.red, ...LHC_COLOURS.blue, ...LHC_COLOURS.green];
    expect(new Set(all).size).toBe(49);
    expect([LHC_COLOURS.red.length, LHC_COLOURS.blue.length, LHC_COLOURS.green.length]).toEqual([
      17, 16, 16,
    ]);
    const colour = play('lhc_special_colour');
    expect(colour.winningOptions?.([['red', 'blue', 'green']], draw(NORMALS, '49'))).toEqual([
      'green',
    ]);
    expect(colour.winningOptions?.([['red', 'blue']], draw(NORMALS, '01'))).toEqual(['red']);
    expect(colour.winningBets([['red']], draw(NORMALS, '03'))).toBe(0);
  });

  it('normal number: any of the six normal numbers, the special does not count', () => {
    expect(play('lhc_normal').betCount([['01', '02', '03']])).toBe(3);
    expect(play('lhc_normal').winningBets([['01', '02', '03']], draw(NORMALS, '02'))).toBe(2);
  });
});

const special = (result: object) => ballsOf(result as never)[6] ?? '';
const TICKETS: Record<string, (selection: string[][]) => Ticket[]> = {
  lhc_special: ([row = []]) =>
    row.map((number) => (result) => (special(result) === number ? 1 : 0)),
  lhc_special_bsoe: ([row = []]) =>
    row.map((option) => (result) => {
      const value = Number(special(result));
      if (value === 49) return 0;
      const holds = {
        big: value > 24,
        small: value <= 24,
        odd: value % 2 !== 0,
        even: value % 2 === 0,
      };
      return holds[option as keyof typeof holds] ? 1 : 0;
    }),
  lhc_special_colour: ([row = []]) =>
    row.map(
      (option) => (result) =>
        LHC_COLOURS[option as keyof typeof LHC_COLOURS].includes(special(result)) ? 1 : 0,
    ),
  lhc_normal: ([row = []]) =>
    row.map((number) => (result) => (ballsOf(result).slice(0, 6).includes(number) ? 1 : 0)),
};

describe('LHC play types: property tests against the listed tickets', () => {
  it('has an oracle for every LHC play type', () => {
    expect(Object.keys(TICKETS).sort()).toEqual(LHC_PLAY_TYPES.map((p) => p.code).sort());
  });

  it.each(LHC_PLAY_TYPES.map((p) => [p.code, p] as const))('%s', (_code, playType) => {
    const tickets = TICKETS[playType.code];
    if (!tickets) throw new Error(playType.code);
    expectMatchesOracle(playType, tickets, (random) => randomBallsResult('LHC', random), {
      maxPerRow: 30,
    });
  });
});
