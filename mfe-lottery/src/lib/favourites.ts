/** Local storage key of the favourite lottery games: a JSON map of username → game codes. */
export const FAVOURITES_KEY = 'LOTTFAV';

type FavouriteMap = Record<string, string[]>;

const readAll = (storage: Storage): FavouriteMap => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const map: FavouriteMap = {};
    for (const [user, codes] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(codes)) map[user] = codes.filter((code) => typeof code === 'string');
    }
    return map;
  } catch {
    // A value another tab or an old version broke: start again rather than fail the page.
    return {};
  }
};

/** The favourite game codes of one user (in the order they were added). */
export const readFavourites = (storage: Storage, username: string): string[] =>
  readAll(storage)[username] ?? [];

/** Adds or removes one game of one user's favourites, leaving other users' lists alone. */
export const toggleFavourite = (storage: Storage, username: string, gameCode: string): string[] => {
  const all = readAll(storage);
  const current = all[username] ?? [];
  const next = current.includes(gameCode)
    ? current.filter((code) => code !== gameCode)
    : [...current, gameCode];
  all[username] = next;
  storage.setItem(FAVOURITES_KEY, JSON.stringify(all));
  return next;
};
