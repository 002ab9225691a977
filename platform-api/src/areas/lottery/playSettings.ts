import type { Db } from '../../db/database';
import { defaultOddsOf, lotteryGameByCode } from './rules';

/** Odds (thousandths of the stake per winning bet) and the payout cap of one line. */
export interface PlaySetting {
  oddsMilli: number;
  maxPayoutMinor: number;
}

/**
 * The brand's odds and payout caps per play type: a row of `lottery_play_settings` for the game,
 * else one for every game (`*`), else the shared rules' defaults. Read per call (the table is
 * small and ops may change it while the platform runs).
 */
export const createPlaySettings = (db: Db) => {
  const override = db.prepare(`SELECT odds_milli, max_payout_minor FROM lottery_play_settings
    WHERE play_type = ? AND game_code IN (?, '*') ORDER BY game_code = '*' LIMIT 1`);
  const upsert = db.prepare(`INSERT INTO lottery_play_settings
    (game_code, play_type, odds_milli, max_payout_minor) VALUES (?, ?, ?, ?)
    ON CONFLICT (game_code, play_type) DO UPDATE SET odds_milli = excluded.odds_milli,
    max_payout_minor = excluded.max_payout_minor`);
  const remove = db.prepare(
    'DELETE FROM lottery_play_settings WHERE game_code = ? AND play_type = ?',
  );
  const overrides = db.prepare(`SELECT game_code AS gameCode, play_type AS playType,
    odds_milli AS oddsMilli, max_payout_minor AS maxPayoutMinor FROM lottery_play_settings
    ORDER BY game_code, play_type`);
  return {
    of(gameCode: string, playType: string): PlaySetting {
      const row = override.get(playType, gameCode) as
        { odds_milli: number; max_payout_minor: number } | undefined;
      if (row) return { oddsMilli: row.odds_milli, maxPayoutMinor: row.max_payout_minor };
      const game = lotteryGameByCode(gameCode);
      const defaults = game ? defaultOddsOf(game, playType) : undefined;
      if (!defaults) throw new Error(`No odds for ${gameCode} ${playType}`);
      return defaults;
    },
    /** Sets a brand override (`gameCode` '*' for every game). */
    set(gameCode: string, playType: string, setting: PlaySetting): void {
      upsert.run(gameCode, playType, setting.oddsMilli, setting.maxPayoutMinor);
    },
    /** Removes a brand override (the defaults, or the `*` row, apply again). */
    clear(gameCode: string, playType: string): boolean {
      return remove.run(gameCode, playType).changes === 1;
    },
    /** Every brand override, for ops. */
    overrides: () => overrides.all() as (PlaySetting & { gameCode: string; playType: string })[],
  };
};
export type PlaySettings = ReturnType<typeof createPlaySettings>;
