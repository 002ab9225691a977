import { LOTTERY_FAMILIES } from './catalogue';
import { choose } from './combinatorics';
import { OPTION_CODES } from './playType';
import {
  betCount,
  LOTTERY_PLAY_TYPES,
  playTypeByCode,
  playTypesOf,
  selectionProblem,
  winningBets,
} from './playTypes';

describe('the play type registry', () => {
  it('has unique codes, each found by code, and every family has play types', () => {
    const codes = LOTTERY_PLAY_TYPES.map((playType) => playType.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const playType of LOTTERY_PLAY_TYPES) expect(playTypeByCode(playType.code)).toBe(playType);
    for (const family of LOTTERY_FAMILIES) expect(playTypesOf(family).length).toBeGreaterThan(0);
    expect(playTypeByCode('nope')).toBeUndefined();
  });

  it('has the usual sets of the brief', () => {
    expect(playTypesOf('SSC').map((p) => p.code)).toEqual([
      'ssc_5star_direct',
      'ssc_3star_direct',
      'ssc_3star_group3',
      'ssc_3star_group6',
      'ssc_2star_direct',
      'ssc_2star_group',
      'ssc_1star_fixed',
      'ssc_sum_bsoe',
      'ssc_dragon_tiger',
    ]);
    expect(playTypesOf('11X5')).toHaveLength(9);
    expect(playTypesOf('PK10')).toHaveLength(7);
    expect(playTypesOf('LHC')).toHaveLength(4);
    expect(playTypesOf('LF')).toHaveLength(5);
    expect(playTypesOf('VN').map((p) => p.code)).toEqual([
      'vn_lo2',
      'vn_de',
      'vn_3cang',
      'vn_xien2',
      'vn_xien3',
      'vn_xien4',
    ]);
  });

  it('defines sane pickers and odds', () => {
    for (const playType of LOTTERY_PLAY_TYPES) {
      expect(playType.rows.length).toBeGreaterThan(0);
      for (const row of playType.rows) {
        expect(row.minPicks).toBeLessThanOrEqual(row.maxPicks);
        expect(row.maxPicks).toBeLessThanOrEqual(row.balls.length);
        expect(new Set(row.balls).size).toBe(row.balls.length);
        if (row.labelKey === 'options') {
          expect(row.quickPicks).toBe(false);
          for (const ball of row.balls)
            expect([
              ...OPTION_CODES,
              ...Array.from({ length: 17 }, (_, i) => String(i + 3)),
            ]).toContain(ball);
        }
      }
      expect(Number.isInteger(playType.oddsMilli) && playType.oddsMilli > 1000).toBe(true);
      expect(playType.maxPayoutMinor).toBeGreaterThan(0);
      if (playType.optionOddsMilli) {
        const first = playType.rows[0]?.balls[0] ?? '';
        expect(playType.optionOddsMilli[first]).toBe(playType.oddsMilli);
        expect(Object.keys(playType.optionOddsMilli).sort()).toEqual(
          [...(playType.rows[0]?.balls ?? [])].sort(),
        );
        expect(playType.winningOptions).toBeDefined();
      }
    }
  });

  it('counts a full picker for the widest selections', () => {
    const full = (code: string) =>
      playTypeByCode(code)?.rows.map((row) => [...row.balls.slice(0, row.maxPicks)]) ?? [];
    expect(betCount({ playType: 'ssc_5star_direct', selection: full('ssc_5star_direct') })).toBe(
      100_000,
    );
    expect(betCount({ playType: '11x5_any5', selection: full('11x5_any5') })).toBe(462);
    expect(
      betCount({ playType: '11x5_front3_direct', selection: full('11x5_front3_direct') }),
    ).toBe(990);
    expect(betCount({ playType: 'pk10_top3_direct', selection: full('pk10_top3_direct') })).toBe(
      720,
    );
    expect(
      betCount({ playType: 'pk10_fixed_position', selection: full('pk10_fixed_position') }),
    ).toBe(100);
    expect(betCount({ playType: 'vn_lo2', selection: full('vn_lo2') })).toBe(100);
    expect(betCount({ playType: 'vn_xien4', selection: full('vn_xien4') })).toBe(choose(10, 4));
  });
});

describe('betCount, winningBets and selectionProblem by line', () => {
  it('read the play type of the line', () => {
    const line = { playType: 'ssc_2star_direct', selection: [['1', '2'], ['3']] };
    expect(betCount(line)).toBe(2);
    expect(winningBets(line, { balls: ['0', '0', '0', '2', '3'] })).toBe(1);
    expect(betCount({ playType: 'nope', selection: [] })).toBe(0);
    expect(winningBets({ playType: 'nope', selection: [] }, { balls: [] })).toBe(0);
  });

  it('say why a line cannot be bet', () => {
    expect(
      selectionProblem('SSC', { playType: 'ssc_2star_direct', selection: [['1'], ['3']] }),
    ).toBeNull();
    expect(selectionProblem('SSC', { playType: 'nope', selection: [] })).toMatch(
      /unknown play type/,
    );
    expect(
      selectionProblem('LF', { playType: 'ssc_2star_direct', selection: [['1'], ['3']] }),
    ).toMatch(/not a LF play/);
    expect(selectionProblem('SSC', { playType: 'ssc_2star_direct', selection: [['1']] })).toMatch(
      /expected 2 row/,
    );
    expect(
      selectionProblem('SSC', { playType: 'ssc_2star_direct', selection: [['1', '1'], ['3']] }),
    ).toMatch(/repeats/);
    expect(
      selectionProblem('SSC', { playType: 'ssc_2star_direct', selection: [['01'], ['3']] }),
    ).toMatch(/no value "01"/);
    expect(
      selectionProblem('SSC', { playType: 'ssc_2star_direct', selection: [[], ['3']] }),
    ).toMatch(/no bet/);
    expect(
      selectionProblem('VN', {
        playType: 'vn_xien2',
        selection: [Array.from({ length: 11 }, (_, i) => String(i).padStart(2, '0'))],
      }),
    ).toMatch(/at most 10/);
  });
});
