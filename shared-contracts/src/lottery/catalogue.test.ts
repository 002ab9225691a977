import { LANGUAGES } from '../constants';
import {
  LOTTERY_GAME_CODES,
  LOTTERY_GAMES,
  LOTTERY_GROUP_CODES,
  LOTTERY_GROUP_LABELS,
  LOTTERY_PRIZE_MODES,
  lotteryGameByCode,
  lotteryGamesOfGroup,
  lotteryGamesOfPrizeMode,
  VN_REGION_GROUPS,
  VN_REGIONS,
} from './catalogue';
import { vnFormatOf, vnPrizeCount } from './vnPrizes';

describe('the lottery catalogue', () => {
  it('lists the games of the brief under stable codes', () => {
    expect(LOTTERY_GAME_CODES).toEqual([
      'SSC1',
      'SSC3',
      'SSC5',
      '11X5_1',
      '11X5_3',
      'PK10_1',
      'PK10_5',
      'LHC_D',
      'LF_D',
      'VN_MB',
      'VN_MN_HCM',
      'VN_MN_DT',
      'VN_MT_DN',
      'VN_MT_KH',
      'VN_FAST5',
    ]);
    expect(lotteryGameByCode('SSC1')?.family).toBe('SSC');
    expect(lotteryGameByCode('nope')).toBeUndefined();
  });

  it('names every game and group in the six languages', () => {
    for (const game of LOTTERY_GAMES)
      for (const language of LANGUAGES) expect(game.names[language].trim()).not.toBe('');
    for (const group of LOTTERY_GROUP_CODES)
      for (const language of LANGUAGES)
        expect(LOTTERY_GROUP_LABELS[group][language].trim()).not.toBe('');
    expect(lotteryGameByCode('VN_MB')?.names.VI).toBe('Xổ Số Miền Bắc');
  });

  it('schedules the games as the brief says', () => {
    const schedule = (code: string) => lotteryGameByCode(code)?.schedule;
    expect(schedule('SSC1')).toEqual({ kind: 'interval', seconds: 60, utcOffsetMinutes: 480 });
    expect(schedule('11X5_3')).toEqual({ kind: 'interval', seconds: 180, utcOffsetMinutes: 480 });
    expect(schedule('PK10_5')).toEqual({ kind: 'interval', seconds: 300, utcOffsetMinutes: 480 });
    expect(schedule('LHC_D')).toEqual({ kind: 'daily', time: '21:30', utcOffsetMinutes: 480 });
    expect(schedule('LF_D')).toEqual({ kind: 'daily', time: '21:15', utcOffsetMinutes: 480 });
    expect(schedule('VN_MB')).toEqual({ kind: 'daily', time: '18:15', utcOffsetMinutes: 420 });
    expect(schedule('VN_MN_DT')).toEqual({ kind: 'daily', time: '16:15', utcOffsetMinutes: 420 });
    expect(schedule('VN_MT_KH')).toEqual({ kind: 'daily', time: '17:15', utcOffsetMinutes: 420 });
    expect(schedule('VN_FAST5')).toEqual({ kind: 'interval', seconds: 300, utcOffsetMinutes: 420 });
  });

  it('puts every game in a menu group of its family and at least one prize mode', () => {
    for (const game of LOTTERY_GAMES) {
      expect(game.prizeModes.length).toBeGreaterThan(0);
      if (game.family === 'VN') expect(game.gameGroupCode.startsWith('VN_')).toBe(true);
      else expect(game.gameGroupCode).toBe(game.family);
      expect(game.imageName).toBe(game.family);
    }
    for (const group of LOTTERY_GROUP_CODES)
      expect(lotteryGamesOfGroup(group).length).toBeGreaterThan(0);
    for (const mode of LOTTERY_PRIZE_MODES)
      expect(lotteryGamesOfPrizeMode(mode).length).toBeGreaterThan(0);
    expect(lotteryGamesOfPrizeMode('SEA').every((game) => game.prizeModes.includes('SEA'))).toBe(
      true,
    );
  });

  it('draws 27 prizes in the north and the fast game, 18 in the south and centre', () => {
    expect(vnPrizeCount('north')).toBe(27);
    expect(vnPrizeCount('south')).toBe(18);
    const format = (code: string) => {
      const game = lotteryGameByCode(code);
      return game && vnFormatOf(game);
    };
    expect(['VN_MB', 'VN_FAST5', 'VN_MN_HCM', 'VN_MT_DN'].map(format)).toEqual([
      'north',
      'north',
      'south',
      'south',
    ]);
    expect(VN_REGIONS.map((region) => VN_REGION_GROUPS[region])).toEqual([
      'VN_NORTH',
      'VN_SOUTH',
      'VN_CENTRAL',
      'VN_FAST',
    ]);
  });
});
