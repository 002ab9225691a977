/** sessionStorage key of the game handed to /game (never the token: that stays with the shell). */
export const GAME_FRAME_STORAGE_KEY = 'lobby.gameFrame';

/** What /game needs: the launched address and the game's name (the frame's title). */
export interface GameFrameLaunch {
  url: string;
  title: string;
}

const isAbsoluteUrl = (value: string): boolean => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The launch when `value` is one (an absolute address and a title of at most 200 characters),
 * else null. Hand-written rather than zod: this is the lobby's only schema, and zod would add
 * its own copy to the lobby's first download.
 */
export const parseGameFrameLaunch = (value: unknown): GameFrameLaunch | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { url, title } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !isAbsoluteUrl(url)) return null;
  if (typeof title !== 'string' || title.length > 200) return null;
  return { url, title };
};

/**
 * The origins game addresses may come from: the platform's own (the API base, or the site's
 * origin when the API shares it). Anything else is refused before it reaches a frame.
 */
export const allowedGameOrigins = (
  apiBaseUrl: string,
  siteOrigin = window.location.origin,
): string[] => {
  try {
    return [new URL(apiBaseUrl || siteOrigin, siteOrigin).origin];
  } catch {
    return [];
  }
};

/** True when a launched address may be shown: http(s) on an allowed origin. */
export const isAllowedGameUrl = (url: string, origins: readonly string[]): boolean => {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      origins.includes(parsed.origin)
    );
  } catch {
    return false;
  }
};

/** Keeps the launch for /game, so a reload of the page still finds it. */
export const storeGameFrameLaunch = (launch: GameFrameLaunch): void => {
  try {
    window.sessionStorage.setItem(GAME_FRAME_STORAGE_KEY, JSON.stringify(launch));
  } catch {
    // Storage may be disabled: router state still carries the launch for this navigation.
  }
};

/** The launch from router state, else from sessionStorage; null when neither is valid. */
export const readGameFrameLaunch = (routerState: unknown): GameFrameLaunch | null => {
  const fromState = parseGameFrameLaunch(
    typeof routerState === 'object' && routerState !== null && 'launch' in routerState
      ? routerState.launch
      : undefined,
  );
  if (fromState) return fromState;
  try {
    const stored = window.sessionStorage.getItem(GAME_FRAME_STORAGE_KEY);
    return parseGameFrameLaunch(stored ? JSON.parse(stored) : undefined);
  } catch {
    return null;
  }
};
