import { useCallback, useState } from 'react';
import { useMember } from 'shared-ui/kit';

import { readFavourites, toggleFavourite } from '../../lib/favourites';

/**
 * The signed-in member's favourite lottery games (local storage `LOTTFAV`, per username), and a
 * toggle. A guest has none.
 */
export const useFavourites = (): { favourites: string[]; toggle: (gameCode: string) => void } => {
  const username = useMember()?.userName ?? null;
  // Re-read when another member signs in on this page: state keyed by the username.
  const [state, setState] = useState(() => ({
    username,
    codes: username ? readFavourites(localStorage, username) : [],
  }));
  const current =
    state.username === username
      ? state
      : { username, codes: username ? readFavourites(localStorage, username) : [] };
  if (current !== state) setState(current);
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      setState({ username, codes: toggleFavourite(localStorage, username, gameCode) });
    },
    [username],
  );
  return { favourites: current.codes, toggle };
};
