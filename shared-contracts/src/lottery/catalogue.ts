import type { Language } from '../constants';

/**
 * The lottery families (what each draws):
 * - `SSC` ("shi shi cai", time-based lottery): 5 digits 0-9, positions 1-5, repeats allowed.
 * - `11X5` ("11 choose 5"): 5 distinct numbers 01-11 drawn in order.
 * - `PK10` (racing): a permutation of cars 01-10 (the finishing order, positions 1-10).
 * - `LHC` (Mark Six style): 6 distinct normal numbers and 1 special number from 01-49.
 * - `LF` (low frequency, a daily 3-digit draw like Pick 3 / 3D): 3 digits 0-9.
 * - `VN` (Vietnamese): prizes of 2 to 6 digits, northern (27 prizes) or southern/central
 *   (18 prizes) format, see `vnPrizes.ts`.
 */
export const LOTTERY_FAMILIES = ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/** The prize modes a lottery menu is asked for (SPEC section 9; default `Lott`). */
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
/** The prize mode used when none is given (SPEC section 9: lottery type Lott). */
export const DEFAULT_LOTTERY_PRIZE_MODE: LotteryPrizeMode = 'Lott';

/** Menu groups (`gameGroupCode`), in the order menus list them. */
export const LOTTERY_GROUP_CODES = [
  'SSC',
  '11X5',
  'PK10',
  'LHC',
  'LF',
  'VN_NORTH',
  'VN_SOUTH',
  'VN_CENTRAL',
  'VN_FAST',
] as const;
export type LotteryGroupCode = (typeof LOTTERY_GROUP_CODES)[number];

/** The VN menu regions (`/lgw/lottery/vn/menus`) and the menu group each one lists. */
export const VN_REGIONS = ['north', 'south', 'central', 'fast'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];
export const VN_REGION_GROUPS: Readonly<Record<VnRegion, LotteryGroupCode>> = {
  north: 'VN_NORTH',
  south: 'VN_SOUTH',
  central: 'VN_CENTRAL',
  fast: 'VN_FAST',
};

/** Image names of the lottery families (SPEC section 9 names the first five). */
export const LOTTERY_IMAGE_NAMES = ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN'] as const;
export type LotteryImageName = (typeof LOTTERY_IMAGE_NAMES)[number];

/** Sales of an issue close this long before its draw. */
export const CLOSE_BEFORE_DRAW_MS = 10_000;

/** Offsets of the games' time zones: Chinese families UTC+08:00, Vietnamese UTC+07:00. */
export const CHINA_UTC_OFFSET_MINUTES = 480;
export const VIETNAM_UTC_OFFSET_MINUTES = 420;

/**
 * When a game draws. `interval`: every `seconds` from midnight of the game's time zone (the
 * day's issue N draws at midnight + N × seconds; `seconds` divides a day). `daily`: once a day
 * at `time` (HH:mm) local to `utcOffsetMinutes`.
 */
export type LotterySchedule =
  | { readonly kind: 'interval'; readonly seconds: number; readonly utcOffsetMinutes: number }
  | { readonly kind: 'daily'; readonly time: string; readonly utcOffsetMinutes: number };

/** A text in the six site languages. */
export type LocalisedText = Readonly<Record<Language, string>>;

/** A lottery game of the catalogue. */
export interface LotteryGame {
  /** Stable code, also the `games.game_code` of the lobby's lottery rows. */
  readonly gameCode: string;
  readonly family: LotteryFamily;
  readonly names: LocalisedText;
  /** Prize modes whose menus list the game. */
  readonly prizeModes: readonly LotteryPrizeMode[];
  readonly gameGroupCode: LotteryGroupCode;
  readonly imageName: LotteryImageName;
  readonly schedule: LotterySchedule;
}

const every = (seconds: number, utcOffsetMinutes: number): LotterySchedule => ({
  kind: 'interval',
  seconds,
  utcOffsetMinutes,
});
const dailyAt = (time: string, utcOffsetMinutes: number): LotterySchedule => ({
  kind: 'daily',
  time,
  utcOffsetMinutes,
});

/** Every lottery game, in menu order. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    gameCode: 'SSC1',
    family: 'SSC',
    names: {
      EN: 'SSC 1 Minute',
      CN: '1分时时彩',
      ID: 'SSC 1 Menit',
      PT: 'SSC 1 Minuto',
      TH: 'SSC 1 นาที',
      VI: 'SSC 1 Phút',
    },
    prizeModes: ['Lott', 'ZY', 'Elott'],
    gameGroupCode: 'SSC',
    imageName: 'SSC',
    schedule: every(60, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'SSC3',
    family: 'SSC',
    names: {
      EN: 'SSC 3 Minutes',
      CN: '3分时时彩',
      ID: 'SSC 3 Menit',
      PT: 'SSC 3 Minutos',
      TH: 'SSC 3 นาที',
      VI: 'SSC 3 Phút',
    },
    prizeModes: ['Lott', 'ZY'],
    gameGroupCode: 'SSC',
    imageName: 'SSC',
    schedule: every(180, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'SSC5',
    family: 'SSC',
    names: {
      EN: 'SSC 5 Minutes',
      CN: '5分时时彩',
      ID: 'SSC 5 Menit',
      PT: 'SSC 5 Minutos',
      TH: 'SSC 5 นาที',
      VI: 'SSC 5 Phút',
    },
    prizeModes: ['Lott', 'ZY', 'Elott'],
    gameGroupCode: 'SSC',
    imageName: 'SSC',
    schedule: every(300, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: '11X5_1',
    family: '11X5',
    names: {
      EN: '11 Pick 5 1 Minute',
      CN: '1分11选5',
      ID: '11 Pilih 5 1 Menit',
      PT: '11 Escolhe 5 1 Minuto',
      TH: '11 เลือก 5 1 นาที',
      VI: '11 Chọn 5 1 Phút',
    },
    prizeModes: ['Lott', 'ZY', 'Elott'],
    gameGroupCode: '11X5',
    imageName: '11X5',
    schedule: every(60, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: '11X5_3',
    family: '11X5',
    names: {
      EN: '11 Pick 5 3 Minutes',
      CN: '3分11选5',
      ID: '11 Pilih 5 3 Menit',
      PT: '11 Escolhe 5 3 Minutos',
      TH: '11 เลือก 5 3 นาที',
      VI: '11 Chọn 5 3 Phút',
    },
    prizeModes: ['Lott', 'ZY'],
    gameGroupCode: '11X5',
    imageName: '11X5',
    schedule: every(180, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'PK10_1',
    family: 'PK10',
    names: {
      EN: 'PK10 Racing 1 Minute',
      CN: '1分PK10赛车',
      ID: 'Balap PK10 1 Menit',
      PT: 'Corrida PK10 1 Minuto',
      TH: 'แข่งรถ PK10 1 นาที',
      VI: 'Đua Xe PK10 1 Phút',
    },
    prizeModes: ['Lott', 'ZY', 'Elott'],
    gameGroupCode: 'PK10',
    imageName: 'PK10',
    schedule: every(60, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'PK10_5',
    family: 'PK10',
    names: {
      EN: 'PK10 Racing 5 Minutes',
      CN: '5分PK10赛车',
      ID: 'Balap PK10 5 Menit',
      PT: 'Corrida PK10 5 Minutos',
      TH: 'แข่งรถ PK10 5 นาที',
      VI: 'Đua Xe PK10 5 Phút',
    },
    prizeModes: ['Lott', 'ZY'],
    gameGroupCode: 'PK10',
    imageName: 'PK10',
    schedule: every(300, CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'LHC_D',
    family: 'LHC',
    names: {
      EN: 'Mark Six Daily',
      CN: '每日六合彩',
      ID: 'Mark Six Harian',
      PT: 'Mark Six Diário',
      TH: 'มาร์คซิกซ์รายวัน',
      VI: 'Mark Six Hằng Ngày',
    },
    prizeModes: ['Lott', 'Elott', 'SEA'],
    gameGroupCode: 'LHC',
    imageName: 'LHC',
    schedule: dailyAt('21:30', CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'LF_D',
    family: 'LF',
    names: {
      EN: '3D Daily',
      CN: '每日3D',
      ID: '3D Harian',
      PT: '3D Diário',
      TH: '3D รายวัน',
      VI: '3D Hằng Ngày',
    },
    prizeModes: ['Lott', 'Elott', 'SEA'],
    gameGroupCode: 'LF',
    imageName: 'LF',
    schedule: dailyAt('21:15', CHINA_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'VN_MB',
    family: 'VN',
    names: {
      EN: 'Northern Vietnam (Miền Bắc)',
      CN: '越南北部彩',
      ID: 'Vietnam Utara',
      PT: 'Norte do Vietnã',
      TH: 'หวยเวียดนามเหนือ',
      VI: 'Xổ Số Miền Bắc',
    },
    prizeModes: ['Lott', 'SEA'],
    gameGroupCode: 'VN_NORTH',
    imageName: 'VN',
    schedule: dailyAt('18:15', VIETNAM_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'VN_MN_HCM',
    family: 'VN',
    names: {
      EN: 'Ho Chi Minh City',
      CN: '胡志明市彩',
      ID: 'Kota Ho Chi Minh',
      PT: 'Cidade de Ho Chi Minh',
      TH: 'หวยโฮจิมินห์',
      VI: 'Xổ Số TP. Hồ Chí Minh',
    },
    prizeModes: ['Lott', 'SEA'],
    gameGroupCode: 'VN_SOUTH',
    imageName: 'VN',
    schedule: dailyAt('16:15', VIETNAM_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'VN_MN_DT',
    family: 'VN',
    names: {
      EN: 'Dong Thap',
      CN: '同塔省彩',
      ID: 'Dong Thap',
      PT: 'Dong Thap',
      TH: 'หวยด่งท้าป',
      VI: 'Xổ Số Đồng Tháp',
    },
    prizeModes: ['Lott', 'SEA'],
    gameGroupCode: 'VN_SOUTH',
    imageName: 'VN',
    schedule: dailyAt('16:15', VIETNAM_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'VN_MT_DN',
    family: 'VN',
    names: {
      EN: 'Da Nang',
      CN: '岘港彩',
      ID: 'Da Nang',
      PT: 'Da Nang',
      TH: 'หวยดานัง',
      VI: 'Xổ Số Đà Nẵng',
    },
    prizeModes: ['Lott', 'SEA'],
    gameGroupCode: 'VN_CENTRAL',
    imageName: 'VN',
    schedule: dailyAt('17:15', VIETNAM_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'VN_MT_KH',
    family: 'VN',
    names: {
      EN: 'Khanh Hoa',
      CN: '庆和省彩',
      ID: 'Khanh Hoa',
      PT: 'Khanh Hoa',
      TH: 'หวยคั้ญฮหว่า',
      VI: 'Xổ Số Khánh Hòa',
    },
    prizeModes: ['Lott', 'SEA'],
    gameGroupCode: 'VN_CENTRAL',
    imageName: 'VN',
    schedule: dailyAt('17:15', VIETNAM_UTC_OFFSET_MINUTES),
  },
  {
    gameCode: 'VN_FAST5',
    family: 'VN',
    names: {
      EN: 'Vietnam Fast 5 Minutes',
      CN: '越南5分彩',
      ID: 'Vietnam Cepat 5 Menit',
      PT: 'Vietnã Rápido 5 Minutos',
      TH: 'หวยเวียดนามด่วน 5 นาที',
      VI: 'Xổ Số Nhanh 5 Phút',
    },
    prizeModes: ['Lott', 'Elott', 'SEA'],
    gameGroupCode: 'VN_FAST',
    imageName: 'VN',
    schedule: every(300, VIETNAM_UTC_OFFSET_MINUTES),
  },
];

/** The game codes, in menu order. */
export const LOTTERY_GAME_CODES = LOTTERY_GAMES.map((game) => game.gameCode);

/** Labels of the menu groups in the six languages. */
export const LOTTERY_GROUP_LABELS: Readonly<Record<LotteryGroupCode, LocalisedText>> = {
  SSC: { EN: 'SSC', CN: '时时彩', ID: 'SSC', PT: 'SSC', TH: 'SSC', VI: 'SSC' },
  '11X5': {
    EN: '11 Pick 5',
    CN: '11选5',
    ID: '11 Pilih 5',
    PT: '11 Escolhe 5',
    TH: '11 เลือก 5',
    VI: '11 Chọn 5',
  },
  PK10: {
    EN: 'PK10 Racing',
    CN: 'PK10赛车',
    ID: 'Balap PK10',
    PT: 'Corrida PK10',
    TH: 'แข่งรถ PK10',
    VI: 'Đua Xe PK10',
  },
  LHC: {
    EN: 'Mark Six',
    CN: '六合彩',
    ID: 'Mark Six',
    PT: 'Mark Six',
    TH: 'มาร์คซิกซ์',
    VI: 'Mark Six',
  },
  LF: {
    EN: 'Low Frequency',
    CN: '低频彩',
    ID: 'Frekuensi Rendah',
    PT: 'Baixa Frequência',
    TH: 'หวยรายวัน',
    VI: 'Xổ Số Tần Suất Thấp',
  },
  VN_NORTH: {
    EN: 'Northern Vietnam',
    CN: '越南北部',
    ID: 'Vietnam Utara',
    PT: 'Norte do Vietnã',
    TH: 'เวียดนามเหนือ',
    VI: 'Miền Bắc',
  },
  VN_SOUTH: {
    EN: 'Southern Vietnam',
    CN: '越南南部',
    ID: 'Vietnam Selatan',
    PT: 'Sul do Vietnã',
    TH: 'เวียดนามใต้',
    VI: 'Miền Nam',
  },
  VN_CENTRAL: {
    EN: 'Central Vietnam',
    CN: '越南中部',
    ID: 'Vietnam Tengah',
    PT: 'Centro do Vietnã',
    TH: 'เวียดนามกลาง',
    VI: 'Miền Trung',
  },
  VN_FAST: {
    EN: 'Vietnam Fast',
    CN: '越南快彩',
    ID: 'Vietnam Cepat',
    PT: 'Vietnã Rápido',
    TH: 'เวียดนามด่วน',
    VI: 'Xổ Số Nhanh',
  },
};

const GAMES_BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.gameCode, game]));

/** The game of a code, or `undefined` for an unknown code. */
export const lotteryGameByCode = (gameCode: string): LotteryGame | undefined =>
  GAMES_BY_CODE.get(gameCode);

/** The games a prize mode's menu lists, in menu order. */
export const lotteryGamesOfPrizeMode = (prizeMode: LotteryPrizeMode): LotteryGame[] =>
  LOTTERY_GAMES.filter((game) => game.prizeModes.includes(prizeMode));

/** The games of a menu group, in menu order. */
export const lotteryGamesOfGroup = (group: LotteryGroupCode): LotteryGame[] =>
  LOTTERY_GAMES.filter((game) => game.gameGroupCode === group);

/** Seconds between draws of an interval game; `null` for a daily game. */
export const intervalSecondsOf = (game: LotteryGame): number | null =>
  game.schedule.kind === 'interval' ? game.schedule.seconds : null;
