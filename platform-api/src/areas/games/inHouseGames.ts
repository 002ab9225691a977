/** The vendor code of the platform's own games. */
export const INHOUSE_VASSALAGE = 'INHOUSE';

/** Game engines the platform runs itself; `table` is the vendor demo table. */
export const ENGINES = ['slot', 'dice', 'table'] as const;
export type Engine = (typeof ENGINES)[number];

export interface InHouseGame {
  gameCode: string;
  engine: Exclude<Engine, 'table'>;
  names: Record<string, string>;
  minBet: number;
}

/** The in-house games, seeded into the catalogue under the INHOUSE vendor. */
export const INHOUSE_GAMES: readonly InHouseGame[] = [
  {
    gameCode: 'INH_SLOT',
    engine: 'slot',
    minBet: 10,
    names: {
      EN: 'Lotus Fortune Slot',
      CN: '莲花财富老虎机',
      ID: 'Slot Lotus Fortune',
      PT: 'Caça-níqueis Lotus Fortune',
      TH: 'สล็อตโลตัสฟอร์จูน',
      VI: 'Slot Hoa Sen May Mắn',
    },
  },
  {
    gameCode: 'INH_DICE',
    engine: 'dice',
    minBet: 10,
    names: {
      EN: 'Lotus Dice',
      CN: '莲花骰子',
      ID: 'Dadu Lotus',
      PT: 'Dados Lotus',
      TH: 'ลูกเต๋าโลตัส',
      VI: 'Xúc Xắc Hoa Sen',
    },
  },
];

/** The engine that plays a game: its own for in-house games, the demo table otherwise. */
export const engineOf = (gameCode: string): Engine =>
  INHOUSE_GAMES.find((game) => game.gameCode === gameCode)?.engine ?? 'table';
