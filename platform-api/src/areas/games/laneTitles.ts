import type { GameCategory, Language } from 'shared-contracts';

/** Titles of the vendor lanes, per category, in every site language. */
export const LANE_TITLES: Record<GameCategory, Record<Language, string>> = {
  ELOTT: {
    EN: 'E-lottery',
    CN: '电子彩票',
    ID: 'E-lotere',
    PT: 'E-loteria',
    TH: 'อี-ลอตเตอรี่',
    VI: 'Xổ số điện tử',
  },
  LOTT: { EN: 'Lottery', CN: '彩票', ID: 'Lotere', PT: 'Loteria', TH: 'ลอตเตอรี่', VI: 'Xổ số' },
  LIVE: {
    EN: 'Live casino',
    CN: '真人娱乐',
    ID: 'Kasino langsung',
    PT: 'Cassino ao vivo',
    TH: 'คาสิโนสด',
    VI: 'Sòng bài trực tiếp',
  },
  SPORTS: { EN: 'Sports', CN: '体育', ID: 'Olahraga', PT: 'Esportes', TH: 'กีฬา', VI: 'Thể thao' },
  FISH: {
    EN: 'Fishing',
    CN: '捕鱼',
    ID: 'Tembak ikan',
    PT: 'Pesca',
    TH: 'ยิงปลา',
    VI: 'Bắn cá',
  },
  RNG: { EN: 'Slots', CN: '老虎机', ID: 'Slot', PT: 'Caça-níqueis', TH: 'สล็อต', VI: 'Slot' },
  PVP: {
    EN: 'Card games',
    CN: '棋牌',
    ID: 'Permainan kartu',
    PT: 'Jogos de cartas',
    TH: 'เกมไพ่',
    VI: 'Game bài',
  },
  ESPORTS: {
    EN: 'E-sports',
    CN: '电子竞技',
    ID: 'E-sport',
    PT: 'E-sports',
    TH: 'อีสปอร์ต',
    VI: 'Thể thao điện tử',
  },
};
