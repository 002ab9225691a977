import { type LotteryGame, lotteryGameByCode } from './catalogue';
import { playTypeByCode } from './playTypes';
import {
  defaultOddsOf,
  linePayout,
  lineStake,
  optionOddsMilliOf,
  payoutPerWin,
  stakePerBet,
  UNIT_MINOR,
} from './stakes';

const game = (code: string): LotteryGame => {
  const found = lotteryGameByCode(code);
  if (!found) throw new Error(code);
  return found;
};
const play = (code: string) => {
  const found = playTypeByCode(code);
  if (!found) throw new Error(code);
  return found;
};

describe('stakes', () => {
  it('prices one bet at 2.00, 0.20 or 0.02 times the multiplier', () => {
    expect(UNIT_MINOR).toBe(200);
    expect(stakePerBet('yuan', 1)).toBe(200);
    expect(stakePerBet('jiao', 1)).toBe(20);
    expect(stakePerBet('fen', 1)).toBe(2);
    expect(stakePerBet('fen', 9999)).toBe(19_998);
  });

  it('prices a line at bets × stake per bet, 0 when it makes no bet', () => {
    const line = {
      playType: 'ssc_5star_direct',
      selection: [['1'], ['2'], ['3'], ['4'], ['5', '6']],
    };
    expect(lineStake({ ...line, mode: 'jiao', multiplier: 3 })).toBe(2 * 20 * 3);
    expect(lineStake({ ...line, selection: [['1']], mode: 'yuan', multiplier: 1 })).toBe(0);
    expect(lineStake({ ...line, playType: 'nope', mode: 'yuan', multiplier: 1 })).toBe(0);
  });
});

describe('linePayout', () => {
  const fiveStar = {
    playType: 'ssc_5star_direct',
    selection: [['1'], ['2'], ['3'], ['4'], ['5', '6']],
  };

  it('pays floor(wins × stake × odds / 1000), capped', () => {
    const won = { balls: ['1', '2', '3', '4', '6'] };
    expect(linePayout({ ...fiveStar, mode: 'fen', multiplier: 1 }, won)).toEqual({
      winningBets: 1,
      pushBets: 0,
      payout: 196_000, // 2 minor × 98 000
      status: 'won',
    });
    expect(linePayout({ ...fiveStar, mode: 'yuan', multiplier: 1 }, won).payout).toBe(19_600_000);
    // 200 × 98 000 × 10 = 196 000 000 > the 100 000 000 default cap.
    expect(linePayout({ ...fiveStar, mode: 'yuan', multiplier: 10 }, won).payout).toBe(100_000_000);
    expect(
      linePayout({ ...fiveStar, mode: 'yuan', multiplier: 1 }, won, {
        oddsMilli: 1_234,
        maxPayoutMinor: 1_000,
      }),
    ).toMatchObject({ payout: 246 }); // floor(200 × 1234 / 1000) = 246.8 → 246
    expect(
      linePayout(
        { ...fiveStar, mode: 'yuan', multiplier: 1 },
        { balls: ['1', '2', '3', '4', '7'] },
      ),
    ).toEqual({
      winningBets: 0,
      pushBets: 0,
      payout: 0,
      status: 'lost',
    });
  });

  it('rounds down once over the whole line, not per bet', () => {
    const line = {
      playType: 'ssc_1star_fixed',
      selection: [['1'], ['2'], ['3'], [], []],
      mode: 'fen' as const,
      multiplier: 1,
    };
    // 3 wins × 2 × 1 999 / 1000 = 11.994 → 11 (per bet it would be 3 × 3 = 9).
    expect(
      linePayout(
        line,
        { balls: ['1', '2', '3', '0', '0'] },
        { oddsMilli: 1_999, maxPayoutMinor: 10_000 },
      ).payout,
    ).toBe(11);
  });

  it('returns the stake of pushed bets outside the cap', () => {
    const line = {
      playType: 'lhc_special_bsoe',
      selection: [['big', 'odd']],
      mode: 'yuan' as const,
      multiplier: 5,
    };
    const normals = ['01', '02', '03', '04', '05', '06'];
    expect(
      linePayout(line, { balls: [...normals, '49'] }, { oddsMilli: 1_960, maxPayoutMinor: 1 }),
    ).toEqual({
      winningBets: 0,
      pushBets: 2,
      payout: 2_000,
      status: 'push',
    });
    expect(linePayout(line, { balls: [...normals, '27'] })).toMatchObject({
      winningBets: 2,
      payout: 2 * 1_000 * 1.96,
      status: 'won',
    });
  });

  it('pays option odds per winning option, scaled by the brand odds', () => {
    const line = {
      playType: 'ssc_dragon_tiger',
      selection: [['dragon', 'tie']],
      mode: 'yuan' as const,
      multiplier: 1,
    };
    expect(linePayout(line, { balls: ['3', '0', '0', '0', '3'] }).payout).toBe(1_920); // 200 × 9.6
    expect(linePayout(line, { balls: ['4', '0', '0', '0', '3'] }).payout).toBe(430); // 200 × 2.15
    // The brand lowers the reference odds from 2.150 to 1.935 (×0.9): tie 9.600 → 8.640.
    expect(optionOddsMilliOf(play('ssc_dragon_tiger'), 'tie', 1_935)).toBe(8_640);
    expect(
      linePayout(
        line,
        { balls: ['3', '0', '0', '0', '3'] },
        { oddsMilli: 1_935, maxPayoutMinor: 100_000 },
      ).payout,
    ).toBe(1_728);
    expect(optionOddsMilliOf(play('ssc_5star_direct'), 'any', 5)).toBe(5);
  });

  it('pays a lô number once per occurrence', () => {
    const north = {
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
    const line = { playType: 'vn_lo2', selection: [['23']], mode: 'yuan' as const, multiplier: 1 };
    expect(linePayout(line, north, defaultOddsOf(play('vn_lo2'), game('VN_MB')))).toMatchObject({
      winningBets: 2,
      payout: 2 * 718, // 200 × 3.59 twice
    });
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    const line = {
      playType: 'vn_3cang',
      selection: [['3'], ['4'], ['5']],
      mode: 'yuan' as const,
      multiplier: 9999,
    };
    const result = {
      prizes: { special: ['12345'], g1: [], g2: [], g3: [], g4: [], g5: [], g6: [], g7: [] },
    };
    expect(
      linePayout(line, result, {
        oddsMilli: 9_007_199_254,
        maxPayoutMinor: Number.MAX_SAFE_INTEGER,
      }).payout,
    ).toBe(Number((1_999_800n * 9_007_199_254n) / 1000n));
  });

  it('refuses to settle an unknown play type', () => {
    expect(() =>
      linePayout({ playType: 'nope', selection: [], mode: 'yuan', multiplier: 1 }, { balls: [] }),
    ).toThrow();
  });
});

describe('odds', () => {
  it('uses the VN format odds for lô and xiên, the play type odds otherwise', () => {
    expect(defaultOddsOf(play('vn_lo2'), game('VN_MB')).oddsMilli).toBe(3_590);
    expect(defaultOddsOf(play('vn_lo2'), game('VN_FAST5')).oddsMilli).toBe(3_590);
    expect(defaultOddsOf(play('vn_lo2'), game('VN_MN_HCM')).oddsMilli).toBe(5_390);
    expect(defaultOddsOf(play('vn_xien2'), game('VN_MT_DN')).oddsMilli).toBe(36_700);
    expect(defaultOddsOf(play('vn_de'), game('VN_MT_DN')).oddsMilli).toBe(97_000);
    expect(defaultOddsOf(play('ssc_5star_direct'), game('SSC1'))).toEqual({
      oddsMilli: 98_000_000,
      maxPayoutMinor: 100_000_000,
    });
  });

  it('pays floor(stake × odds / 1000) per winning bet', () => {
    expect(payoutPerWin(200, 1_960)).toBe(392);
    expect(payoutPerWin(2, 1_999)).toBe(3);
  });
});
