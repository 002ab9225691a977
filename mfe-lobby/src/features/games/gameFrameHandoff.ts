import type { Game, Theme } from 'shared-contracts';

/** sessionStorage key of the game handed to /game (never the token: that stays with the shell). */
export const GAME_FRAME_STORAGE_KEY = 'lobby.gameFrame';
/** sessionStorage key of the game address /game has already opened (launch addresses work once). */
export const GAME_FRAME_OPENED_KEY = 'lobby.gameFrameOpened';

/** What a reload of /game needs to launch the same game again. */
export type RelaunchGame = Pick<
  Game,
  'gameCode' | 'gameName' | 'nodeId' | 'vassalage' | 'gameType' | 'newWindow'
>;

/**
 * What /game needs: the launched address and the game's name (the frame's title), and the
 * game itself when it can be launched again (a PVP room cannot: its seat is gone).
 */
export interface GameFrameLaunch {
  url: string;
  title: string;
  game?: RelaunchGame;
}

const isRelaunchGame = (value: unknown): value is RelaunchGame => {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return (
    ['gameCode', 'gameName', 'nodeId', 'vassalage', 'gameType'].every(
      (key) => typeof game[key] === 'string' && (game[key] as string).length <= 200,
    ) && typeof game.newWindow === 'boolean'
  );
};

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
  const { url, title, game } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !isAbsoluteUrl(url)) return null;
  if (typeof title !== 'string' || title.length > 200) return null;
  return isRelaunchGame(game) ? { url, title, game } : { url, title };
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

/**
 * The address the frame opens: the platform's game pages carry no site CSS, so in the light
 * theme they are asked for it (`theme=light`; dark is their default). Read once per launch: a
 * new address would reload the game, whose launch ticket is spent.
 */
export const themedGameUrl = (url: string, theme: Theme): string => {
  if (theme !== 'light') return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('theme', 'light');
    return parsed.href;
  } catch {
    return url;
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

/** Remembers that /game opened this address: a reload must not open it again. */
export const markGameFrameOpened = (url: string): void => {
  try {
    window.sessionStorage.setItem(GAME_FRAME_OPENED_KEY, url);
  } catch {
    // Storage disabled: a reload then shows the platform's "link expired" page in the frame.
  }
};

/** True when /game has already opened this address in this tab (a reload or a return). */
export const wasGameFrameOpened = (url: string): boolean => {
  try {
    return window.sessionStorage.getItem(GAME_FRAME_OPENED_KEY) === url;
  } catch {
    return false;
  }
};
