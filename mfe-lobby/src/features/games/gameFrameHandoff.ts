import { z } from 'zod';

/** sessionStorage key of the game handed to /game (never the token: that stays with the shell). */
export const GAME_FRAME_STORAGE_KEY = 'lobby.gameFrame';

export const gameFrameLaunchSchema = z.object({
  url: z.string().url(),
  title: z.string().max(200),
});
/** What /game needs: the launched address and the game's name (the frame's title). */
export type GameFrameLaunch = z.infer<typeof gameFrameLaunchSchema>;

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
  const fromState = gameFrameLaunchSchema.safeParse(
    typeof routerState === 'object' && routerState !== null && 'launch' in routerState
      ? routerState.launch
      : undefined,
  );
  if (fromState.success) return fromState.data;
  try {
    const stored = window.sessionStorage.getItem(GAME_FRAME_STORAGE_KEY);
    const parsed = gameFrameLaunchSchema.safeParse(stored ? JSON.parse(stored) : undefined);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
