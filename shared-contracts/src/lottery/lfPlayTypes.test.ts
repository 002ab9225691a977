import { LF_PLAY_TYPES } from './lfPlayTypes';
import type { PlayType } from './playType';
import { playTypeByCode } from './playTypes';
import { ballsOf } from './result';
import {
  cartesian,
  combinations,
  expectMatchesOracle,
  randomBallsResult,
  sorted,
  type Ticket,
} from './testSupport';

const play = (code: string): PlayType => {
  const found = playTypeByCode(code);
  if (!found) throw new Error(code);
  return found;
};
const balls = (digits: string) => ({ balls: digits.split('') });

describe('LF play types: hand-computed cases', () => {
  it('3D direct: product of the picks, all three positions must match', () => {
    const selection = [['1', '2'], ['3'], ['4', '5', '6']];
    expect(play('lf_3d_direct').betCount(selection)).toBe(6);
    expect(play('lf_3d_direct').winningBets(selection, balls('235'))).toBe(1);
    expect(play('lf_3d_direct').winningBets(selection, balls('325'))).toBe(0);
  });

  it('group-3 and group-6 on the three digits', () => {
    expect(play('lf_group3').betCount([['1', '2', '3', '4']])).toBe(12);
    expect(play('lf_group3').winningBets([['1', '2', '3', '4']], balls('414'))).toBe(1);
    expect(play('lf_group3').winningBets([['1', '2', '3', '4']], balls('444'))).toBe(0);
    expect(play('lf_group6').betCount([['1', '2', '3', '4', '5']])).toBe(10);
    expect(play('lf_group6').winningBets([['1', '2', '3', '4', '5']], balls('531'))).toBe(1);
    expect(play('lf_group6').winningBets([['1', '2', '3', '4', '5']], balls('533'))).toBe(0);
  });

  it('front-2 direct: the first two digits', () => {
    expect(
      play('lf_front2_direct').betCount([
        ['1', '2'],
        ['3', '4'],
      ]),
    ).toBe(4);
    expect(
      play('lf_front2_direct').winningBets(
        [
          ['1', '2'],
          ['3', '4'],
        ],
        balls('249'),
      ),
    ).toBe(1);
  });

  it('big/small of the sum: big from 14', () => {
    expect(play('lf_sum_bs').winningBets([['big', 'small']], balls('950'))).toBe(1);
    expect(play('lf_sum_bs').winningBets([['big']], balls('950'))).toBe(1);
    expect(play('lf_sum_bs').winningBets([['big']], balls('940'))).toBe(0);
    expect(play('lf_sum_bs').betCount([['odd']])).toBe(0);
  });
});

const digits = (result: object) => ballsOf(result as never);
const TICKETS: Record<string, (selection: string[][]) => Ticket[]> = {
  lf_3d_direct: (selection) =>
    cartesian(selection).map(
      (ticket) => (result) => (digits(result).join() === ticket.join() ? 1 : 0),
    ),
  lf_group3: ([row = []]) =>
    cartesian([row, row])
      .filter(([pair, single]) => pair !== single)
      .map(
        ([pair = '', single = '']) =>
          (result) =>
            sorted(digits(result)) === sorted([pair, pair, single]) ? 1 : 0,
      ),
  lf_group6: ([row = []]) =>
    combinations(row, 3).map(
      (ticket) => (result) => (sorted(digits(result)) === sorted(ticket) ? 1 : 0),
    ),
  lf_front2_direct: (selection) =>
    cartesian(selection).map(
      (ticket) => (result) => (digits(result).slice(0, 2).join() === ticket.join() ? 1 : 0),
    ),
  lf_sum_bs: ([row = []]) =>
    row.map((option) => (result) => {
      const sum = digits(result).reduce((total, digit) => total + Number(digit), 0);
      return (option === 'big' ? sum > 13 : sum <= 13) ? 1 : 0;
    }),
};

describe('LF play types: property tests against the listed tickets', () => {
  it('has an oracle for every LF play type', () => {
    expect(Object.keys(TICKETS).sort()).toEqual(LF_PLAY_TYPES.map((p) => p.code).sort());
  });

  it.each(LF_PLAY_TYPES.map((p) => [p.code, p] as const))('%s', (_code, playType) => {
    const tickets = TICKETS[playType.code];
    if (!tickets) throw new Error(playType.code);
    expectMatchesOracle(playType, tickets, (random) => randomBallsResult('LF', random), {
      maxPerRow: 7,
    });
  });
});
