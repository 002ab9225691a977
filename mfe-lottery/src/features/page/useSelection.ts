import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The game and play type the URL asks for (`?gameCode=SSC1&playType=ssc_5star_direct`). */
export const useSelectionParams = () => {
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode') ?? undefined;
  const playType = params.get('playType') ?? undefined;
  const selectPlayType = useCallback(
    (code: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('playType', code);
          return next;
        },
        // A tab choice is not a page of its own in the history.
        { replace: true },
      ),
    [setParams],
  );
  return { gameCode, playType, selectPlayType };
};
