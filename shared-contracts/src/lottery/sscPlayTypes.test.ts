import type { PlayType } from './playType';
import { playTypeByCode } from './playTypes';
import { SSC_PLAY_TYPES } from './sscPlayTypes';
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

describe('SSC play types: hand-computed cases', () => {
  it('5-star direct: product of the picks per position, one win when all five match', () => {
    const selection = [['1', '2'], ['3'], ['4'], ['5'], ['6', '7', '8']];
    expect(play('ssc_5star_direct').betCount(selection)).toBe(6);
    expect(play('ssc_5star_direct').winningBets(selection, balls('23458'))).toBe(1);
    expect(play('ssc_5star_direct').winningBets(selection, balls('23459'))).toBe(0);
    expect(play('ssc_5star_direct').betCount([['1'], ['2'], ['3'], ['4'], []])).toBe(0);
  });

  it('3-star and 2-star direct read the last three and last two positions', () => {
    const three = [['1', '2'], ['3', '4'], ['5']];
    expect(play('ssc_3star_direct').betCount(three)).toBe(4);
    expect(play('ssc_3star_direct').winningBets(three, balls('99245'))).toBe(1);
    expect(play('ssc_3star_direct').winningBets(three, balls('24599'))).toBe(0);
    const two = [['0', '9'], ['9']];
    expect(play('ssc_2star_direct').betCount(two)).toBe(2);
    expect(play('ssc_2star_direct').winningBets(two, balls('00099'))).toBe(1);
  });

  it('3-star group-3: n × (n - 1) bets; wins only on a pair plus another picked digit', () => {
    const selection = [['1', '2', '3']];
    expect(play('ssc_3star_group3').betCount(selection)).toBe(6);
    expect(play('ssc_3star_group3').winningBets(selection, balls('00113'))).toBe(1);
    expect(play('ssc_3star_group3').winningBets(selection, balls('00313'))).toBe(1);
    expect(play('ssc_3star_group3').winningBets(selection, balls('00123'))).toBe(0);
    expect(play('ssc_3star_group3').winningBets(selection, balls('00111'))).toBe(0);
    expect(play('ssc_3star_group3').winningBets(selection, balls('00114'))).toBe(0);
    expect(play('ssc_3star_group3').betCount([['1']])).toBe(0);
  });

  it('3-star group-6: C(n, 3); wins when the last three are distinct and all picked', () => {
    const selection = [['1', '2', '3', '4']];
    expect(play('ssc_3star_group6').betCount(selection)).toBe(4);
    expect(play('ssc_3star_group6').winningBets(selection, balls('99314'))).toBe(1);
    expect(play('ssc_3star_group6').winningBets(selection, balls('99112'))).toBe(0);
    expect(play('ssc_3star_group6').betCount([['1', '2']])).toBe(0);
  });

  it('2-star group: C(n, 2); a pair of equal digits never wins', () => {
    const selection = [['1', '2', '3']];
    expect(play('ssc_2star_group').betCount(selection)).toBe(3);
    expect(play('ssc_2star_group').winningBets(selection, balls('00031'))).toBe(1);
    expect(play('ssc_2star_group').winningBets(selection, balls('00033'))).toBe(0);
  });

  it('1-star fixed position: every pick is a bet on its position', () => {
    const selection = [['1'], [], ['1', '2'], [], ['5']];
    expect(play('ssc_1star_fixed').betCount(selection)).toBe(4);
    expect(play('ssc_1star_fixed').winningBets(selection, balls('10205'))).toBe(3);
    expect(play('ssc_1star_fixed').betCount([[], [], [], [], []])).toBe(0);
  });

  it('big/small/odd/even of the sum: big from 23', () => {
    const selection = [['big', 'odd']];
    expect(play('ssc_sum_bsoe').betCount(selection)).toBe(2);
    expect(play('ssc_sum_bsoe').winningBets(selection, balls('99500'))).toBe(2); // 23
    expect(play('ssc_sum_bsoe').winningBets(selection, balls('99400'))).toBe(0); // 22
    expect(play('ssc_sum_bsoe').winningBets([['small', 'even']], balls('99400'))).toBe(2);
  });

  it('dragon/tiger/tie compares positions 1 and 5', () => {
    const selection = [['dragon', 'tie']];
    const dragonTiger = play('ssc_dragon_tiger');
    expect(dragonTiger.betCount(selection)).toBe(2);
    expect(dragonTiger.winningOptions?.(selection, balls('50003'))).toEqual(['dragon']);
    expect(dragonTiger.winningOptions?.(selection, balls('30003'))).toEqual(['tie']);
    expect(dragonTiger.winningBets(selection, balls('30005'))).toBe(0);
  });

  it('makes no bet from a selection that does not fit the picker', () => {
    expect(play('ssc_2star_direct').betCount([['1'], ['1'], ['1']])).toBe(0);
    expect(play('ssc_2star_direct').betCount([['1', '1'], ['2']])).toBe(0);
    expect(play('ssc_2star_direct').betCount([['10'], ['2']])).toBe(0);
    expect(play('ssc_sum_bsoe').betCount([['dragon']])).toBe(0);
    expect(play('ssc_2star_direct').winningBets([['1'], ['1'], ['1']], balls('00011'))).toBe(0);
  });
});

const last = (result: { balls?: string[] } | object, from: number) =>
  ('balls' in result ? (result.balls as string[]) : []).slice(from);
const sumOf = (result: object) => last(result, 0).reduce((sum, digit) => sum + Number(digit), 0);

/** Every ticket a selection buys, written out: the oracle of the property tests. */
const TICKETS: Record<string, (selection: string[][]) => Ticket[]> = {
  ssc_5star_direct: (selection) =>
    cartesian(selection).map(
      (ticket) => (result) => (last(result, 0).join() === ticket.join() ? 1 : 0),
    ),
  ssc_3star_direct: (selection) =>
    cartesian(selection).map(
      (ticket) => (result) => (last(result, 2).join() === ticket.join() ? 1 : 0),
    ),
  ssc_2star_direct: (selection) =>
    cartesian(selection).map(
      (ticket) => (result) => (last(result, 3).join() === ticket.join() ? 1 : 0),
    ),
  ssc_3star_group3: ([row = []]) =>
    cartesian([row, row])
      .filter(([pair, single]) => pair !== single)
      .map(
        ([pair = '', single = '']) =>
          (result) =>
            sorted(last(result, 2)) === sorted([pair, pair, single]) ? 1 : 0,
      ),
  ssc_3star_group6: ([row = []]) =>
    combinations(row, 3).map(
      (ticket) => (result) => (sorted(last(result, 2)) === sorted(ticket) ? 1 : 0),
    ),
  ssc_2star_group: ([row = []]) =>
    combinations(row, 2).map(
      (ticket) => (result) => (sorted(last(result, 3)) === sorted(ticket) ? 1 : 0),
    ),
  ssc_1star_fixed: (selection) =>
    selection.flatMap((row, position) =>
      row.map((digit) => (result: object) => (last(result, 0)[position] === digit ? 1 : 0)),
    ),
  ssc_sum_bsoe: ([row = []]) =>
    row.map((option) => (result) => {
      const sum = sumOf(result);
      const holds = { big: sum > 22, small: sum <= 22, odd: sum % 2 !== 0, even: sum % 2 === 0 };
      return holds[option as keyof typeof holds] ? 1 : 0;
    }),
  ssc_dragon_tiger: ([row = []]) =>
    row.map((option) => (result) => {
      const [first = '', , , , fifth = ''] = last(result, 0);
      const outcome = first === fifth ? 'tie' : Number(first) > Number(fifth) ? 'dragon' : 'tiger';
      return outcome === option ? 1 : 0;
    }),
};

describe('SSC play types: property tests against the listed tickets', () => {
  it('has an oracle for every SSC play type', () => {
    expect(Object.keys(TICKETS).sort()).toEqual(SSC_PLAY_TYPES.map((p) => p.code).sort());
  });

  it.each(SSC_PLAY_TYPES.map((p) => [p.code, p] as const))('%s', (_code, playType) => {
    const tickets = TICKETS[playType.code];
    if (!tickets) throw new Error(playType.code);
    expectMatchesOracle(playType, tickets, (random) => randomBallsResult('SSC', random), {
      maxPerRow: playType.code === 'ssc_5star_direct' ? 8 : 6,
    });
  });
});
