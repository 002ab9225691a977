import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type GameClassification, gameClassificationSchema } from 'shared-contracts';

/** The lobby's filter state, as read from and written to the URL. */
export interface LobbyFilters {
  vassalage?: string;
  gameClassify?: GameClassification;
  /** Minor units. */
  minBet?: number;
  gameName?: string;
}

/** Query parameter names: the wire names of SPEC section 3, so a shared link reads plainly. */
export const FILTER_PARAMS = ['vassalage', 'gameClassify', 'minBet', 'gameName'] as const;

const VASSALAGE_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

/** Reads the filters from a query string, dropping anything malformed. */
export const filtersFromParams = (params: URLSearchParams): LobbyFilters => {
  const filters: LobbyFilters = {};
  const vassalage = params.get('vassalage');
  if (vassalage && VASSALAGE_PATTERN.test(vassalage)) filters.vassalage = vassalage;
  const classification = gameClassificationSchema.safeParse(params.get('gameClassify'));
  if (classification.success) filters.gameClassify = classification.data;
  const minBet = Number(params.get('minBet') ?? NaN);
  if (Number.isSafeInteger(minBet) && minBet > 0) filters.minBet = minBet;
  const name = params.get('gameName')?.trim().slice(0, 60);
  if (name) filters.gameName = name;
  return filters;
};

/** Writes filters into a query string, keeping unrelated parameters. */
export const paramsWithFilters = (
  previous: URLSearchParams,
  next: LobbyFilters,
): URLSearchParams => {
  const params = new URLSearchParams(previous);
  for (const name of FILTER_PARAMS) params.delete(name);
  if (next.vassalage) params.set('vassalage', next.vassalage);
  if (next.gameClassify) params.set('gameClassify', next.gameClassify);
  if (next.minBet) params.set('minBet', String(next.minBet));
  if (next.gameName) params.set('gameName', next.gameName);
  return params;
};

/**
 * The lobby filters, kept in the URL so a lobby view can be shared and survives a reload.
 * Typing a name replaces the history entry instead of adding one per keystroke.
 */
export const useLobbyFilters = (): [
  LobbyFilters,
  (patch: Partial<LobbyFilters>, options?: { replace?: boolean }) => void,
  () => void,
] => {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const update = useCallback(
    (patch: Partial<LobbyFilters>, options: { replace?: boolean } = {}) =>
      setParams(
        (previous) => paramsWithFilters(previous, { ...filtersFromParams(previous), ...patch }),
        { replace: options.replace ?? false },
      ),
    [setParams],
  );
  const clear = useCallback(
    () => setParams((previous) => paramsWithFilters(previous, {})),
    [setParams],
  );
  return [filters, update, clear];
};
