import { PK10_PLAY_TYPES } from './pk10PlayTypes';
import type { PlayType } from './playType';
import { playTypeByCode } from './playTypes';
import { ballsOf } from './result';
import { cartesian, expectMatchesOracle, randomBallsResult, type Ticket } from './testSupport';

const play = (code: string): PlayType => {
  const found = playTypeByCode(code);
  if (!found) throw new Error(code);
  return found;
};
const race = (...cars: number[]) => ({ balls: cars.map((car) => String(car).padStart(2, '0')) });
const ORDER = race(5, 10, 2, 9, 8, 1, 3, 6, 4, 7);

describe('PK10 play types: hand-computed cases', () => {
  it('champion: each picked car is a bet on first place', () => {
    expect(play('pk10_champion').betCount([['01', '05']])).toBe(2);
    expect(play('pk10_champion').winningBets([['01', '05']], ORDER)).toBe(1);
    expect(play('pk10_champion').winningBets([['10']], ORDER)).toBe(0);
  });

  it('top-2 and top-3 direct: distinct cars in order', () => {
    expect(play('pk10_top2_direct').betCount([['05', '02'], ['02']])).toBe(1);
    expect(
      play('pk10_top2_direct').betCount([
        ['05', '02'],
        ['10', '02'],
      ]),
    ).toBe(3);
    expect(
      play('pk10_top2_direct').winningBets(
        [
          ['05', '02'],
          ['10', '02'],
        ],
        ORDER,
      ),
    ).toBe(1);
    expect(play('pk10_top3_direct').betCount([['05'], ['10'], ['02', '05', '10']])).toBe(1);
    expect(play('pk10_top3_direct').winningBets([['05'], ['10'], ['02', '05', '10']], ORDER)).toBe(
      1,
    );
    expect(play('pk10_top3_direct').winningBets([['10'], ['05'], ['02']], ORDER)).toBe(0);
  });

  it('fixed position: one bet per pick, ten rows', () => {
    const selection = [['05', '01'], [], [], [], [], [], [], [], [], ['07']];
    expect(play('pk10_fixed_position').betCount(selection)).toBe(3);
    expect(play('pk10_fixed_position').winningBets(selection, ORDER)).toBe(2);
  });

  it('champion big/small/odd/even: big from 6', () => {
    expect(
      play('pk10_champion_bsoe').winningBets(
        [['big', 'small', 'odd', 'even']],
        race(6, 1, 2, 3, 4, 5, 7, 8, 9, 10),
      ),
    ).toBe(2);
    expect(
      play('pk10_champion_bsoe').winningBets([['big', 'odd']], race(5, 1, 2, 3, 4, 6, 7, 8, 9, 10)),
    ).toBe(1);
  });

  it('dragon/tiger: first car against the tenth', () => {
    expect(play('pk10_dragon_tiger').winningOptions).toBeUndefined();
    expect(
      play('pk10_dragon_tiger').winningBets([['dragon']], race(10, 2, 3, 4, 5, 6, 7, 8, 9, 1)),
    ).toBe(1);
    expect(play('pk10_dragon_tiger').winningBets([['dragon']], ORDER)).toBe(0);
    expect(play('pk10_dragon_tiger').winningBets([['tiger']], ORDER)).toBe(1);
  });

  it('sum of the first two: options 3 to 19 with odds per sum', () => {
    const sum = play('pk10_sum_top2');
    expect(sum.rows[0]?.balls).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 3)));
    expect(sum.winningOptions?.([['15', '3', '11']], ORDER)).toEqual(['15']);
    expect(sum.winningBets([['3']], race(2, 1, 3, 4, 5, 6, 7, 8, 9, 10))).toBe(1);
    // 2 of 90 ordered pairs make 3, 10 of 90 make 11: the rarer sum pays five times more.
    expect(sum.optionOddsMilli?.['3']).toBe(43_650);
    expect(sum.optionOddsMilli?.['19']).toBe(43_650);
    expect(sum.optionOddsMilli?.['11']).toBe(8_730);
    expect(sum.betCount([['2']])).toBe(0);
  });
});

const cars = (result: object) => ballsOf(result as never);
const directTickets = (selection: string[][]): Ticket[] =>
  cartesian(selection)
    .filter((ticket) => new Set(ticket).size === ticket.length)
    .map(
      (ticket) => (result) =>
        cars(result).slice(0, ticket.length).join() === ticket.join() ? 1 : 0,
    );

const TICKETS: Record<string, (selection: string[][]) => Ticket[]> = {
  pk10_champion: ([row = []]) => row.map((car) => (result) => (cars(result)[0] === car ? 1 : 0)),
  pk10_top2_direct: directTickets,
  pk10_top3_direct: directTickets,
  pk10_fixed_position: (selection) =>
    selection.flatMap((row, position) =>
      row.map((car) => (result: object) => (cars(result)[position] === car ? 1 : 0)),
    ),
  pk10_champion_bsoe: ([row = []]) =>
    row.map((option) => (result) => {
      const champion = Number(cars(result)[0]);
      const holds = {
        big: champion > 5,
        small: champion <= 5,
        odd: champion % 2 !== 0,
        even: champion % 2 === 0,
      };
      return holds[option as keyof typeof holds] ? 1 : 0;
    }),
  pk10_dragon_tiger: ([row = []]) =>
    row.map((option) => (result) => {
      const [first, ...rest] = cars(result).map(Number);
      return (option === 'dragon') === (first ?? 0) > (rest[8] ?? 0) ? 1 : 0;
    }),
  pk10_sum_top2: ([row = []]) =>
    row.map(
      (option) => (result) =>
        Number(cars(result)[0]) + Number(cars(result)[1]) === Number(option) ? 1 : 0,
    ),
};

describe('PK10 play types: property tests against the listed tickets', () => {
  it('has an oracle for every PK10 play type', () => {
    expect(Object.keys(TICKETS).sort()).toEqual(PK10_PLAY_TYPES.map((p) => p.code).sort());
  });

  it.each(PK10_PLAY_TYPES.map((p) => [p.code, p] as const))('%s', (_code, playType) => {
    const tickets = TICKETS[playType.code];
    if (!tickets) throw new Error(playType.code);
    expectMatchesOracle(playType, tickets, (random) => randomBallsResult('PK10', random), {
      maxPerRow: 8,
    });
  });
});
