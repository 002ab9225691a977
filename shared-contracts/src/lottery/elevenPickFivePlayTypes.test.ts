import { ELEVEN_PICK_FIVE_PLAY_TYPES } from './elevenPickFivePlayTypes';
import type { PlayType } from './playType';
import { playTypeByCode } from './playTypes';
import { ballsOf, type LotteryResult } from './result';
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
const drawn = (...balls: string[]) => ({ balls });

describe('11X5 play types: hand-computed cases', () => {
  it('any-k: C(n, k) bets, C(m, k) wins for m picked numbers drawn', () => {
    expect(play('11x5_any1').betCount([['01', '02', '03']])).toBe(3);
    expect(
      play('11x5_any1').winningBets([['01', '02', '03']], drawn('01', '03', '05', '07', '09')),
    ).toBe(2);
    expect(play('11x5_any2').betCount([['01', '02', '03']])).toBe(3);
    expect(
      play('11x5_any2').winningBets([['01', '02', '03']], drawn('01', '02', '05', '07', '09')),
    ).toBe(1);
    expect(
      play('11x5_any2').winningBets([['01', '02', '03']], drawn('03', '02', '01', '07', '09')),
    ).toBe(3);
    const six = [['01', '02', '03', '04', '05', '06']];
    expect(play('11x5_any5').betCount(six)).toBe(6);
    expect(play('11x5_any5').winningBets(six, drawn('05', '04', '03', '02', '01'))).toBe(1);
    expect(play('11x5_any5').winningBets(six, drawn('05', '04', '03', '02', '11'))).toBe(0);
    expect(play('11x5_any3').betCount([['01', '02']])).toBe(0);
  });

  it('front-2 and front-3 direct: tickets repeating a number are not bets; order matters', () => {
    const front2 = [
      ['01', '02'],
      ['01', '03'],
    ];
    expect(play('11x5_front2_direct').betCount(front2)).toBe(3);
    expect(
      play('11x5_front2_direct').winningBets(front2, drawn('02', '01', '05', '07', '09')),
    ).toBe(1);
    expect(
      play('11x5_front2_direct').winningBets(front2, drawn('01', '02', '05', '07', '09')),
    ).toBe(0);
    const front3 = [['01'], ['02'], ['03', '01']];
    expect(play('11x5_front3_direct').betCount(front3)).toBe(1);
    expect(
      play('11x5_front3_direct').winningBets(front3, drawn('01', '02', '03', '07', '09')),
    ).toBe(1);
    expect(play('11x5_front2_direct').betCount([['01'], ['01']])).toBe(0);
  });

  it('front-2 and front-3 group: any order of the first two / three', () => {
    expect(play('11x5_front2_group').betCount([['01', '02', '03']])).toBe(3);
    expect(
      play('11x5_front2_group').winningBets(
        [['01', '02', '03']],
        drawn('03', '01', '02', '07', '09'),
      ),
    ).toBe(1);
    expect(play('11x5_front3_group').betCount([['01', '02', '03', '04']])).toBe(4);
    expect(
      play('11x5_front3_group').winningBets(
        [['01', '02', '03', '04']],
        drawn('04', '01', '03', '02', '09'),
      ),
    ).toBe(1);
    expect(
      play('11x5_front3_group').winningBets(
        [['01', '02', '03', '04']],
        drawn('04', '01', '05', '02', '03'),
      ),
    ).toBe(0);
  });
});

const front = (result: LotteryResult, count: number) => ballsOf(result).slice(0, count);

const anyTickets =
  (size: number) =>
  ([row = []]: string[][]): Ticket[] =>
    combinations(row, size).map(
      (ticket) => (result) => (ticket.every((number) => ballsOf(result).includes(number)) ? 1 : 0),
    );
const directTickets =
  (count: number) =>
  (selection: string[][]): Ticket[] =>
    cartesian(selection)
      .filter((ticket) => new Set(ticket).size === ticket.length)
      .map((ticket) => (result) => (front(result, count).join() === ticket.join() ? 1 : 0));
const groupTickets =
  (count: number) =>
  ([row = []]: string[][]): Ticket[] =>
    combinations(row, count).map(
      (ticket) => (result) => (sorted(front(result, count)) === sorted(ticket) ? 1 : 0),
    );

const TICKETS: Record<string, (selection: string[][]) => Ticket[]> = {
  '11x5_any1': anyTickets(1),
  '11x5_any2': anyTickets(2),
  '11x5_any3': anyTickets(3),
  '11x5_any4': anyTickets(4),
  '11x5_any5': anyTickets(5),
  '11x5_front2_direct': directTickets(2),
  '11x5_front2_group': groupTickets(2),
  '11x5_front3_direct': directTickets(3),
  '11x5_front3_group': groupTickets(3),
};

describe('11X5 play types: property tests against the listed tickets', () => {
  it('has an oracle for every 11X5 play type', () => {
    expect(Object.keys(TICKETS).sort()).toEqual(
      ELEVEN_PICK_FIVE_PLAY_TYPES.map((p) => p.code).sort(),
    );
  });

  it.each(ELEVEN_PICK_FIVE_PLAY_TYPES.map((p) => [p.code, p] as const))('%s', (_code, playType) => {
    const tickets = TICKETS[playType.code];
    if (!tickets) throw new Error(playType.code);
    expectMatchesOracle(playType, tickets, (random) => randomBallsResult('11X5', random), {
      maxPerRow: 9,
    });
  });
});
