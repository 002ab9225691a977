import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CLIENT_TYPE,
  type Game,
  LAUNCH_ACCOUNT_TYPE,
  LAUNCH_MODE,
  LAUNCH_PLATFORM,
  launchGameEndpoint,
  launchRefusalSchema,
  type LaunchResult,
  PlatformError,
  pvpLaunchEndpoint,
  type PvpRoom,
  TRIAL_ACCOUNT_TYPE,
  whitelabelEndpoint,
} from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { BRAND_STALE_MS, brandKeys } from '../../api/brand';
import { recentGameKeys } from '../../api/recentGames';
import {
  allowedGameOrigins,
  isAllowedGameUrl,
  type RelaunchGame,
  storeGameFrameLaunch,
} from './gameFrameHandoff';
import { type LaunchProblem, LaunchProblemDialog } from './LaunchProblemDialog';
import { launchTargetOf } from './launchTarget';
import { useRequireLogin } from './useRequireLogin';

export interface GameLauncherValue {
  /** Starts a game: login first, then the lottery routes or the launch call. */
  launch(game: Game | RelaunchGame): void;
  /** Joins a PVP room. */
  launchRoom(room: PvpRoom): void;
  /** The game being launched, for a busy state on its card. */
  launching: string | null;
}

const GameLauncherContext = createContext<GameLauncherValue | null>(null);

/** The launcher of the nearest provider; throws outside `GameLauncherProvider`. */
export const useGameLauncher = (): GameLauncherValue => {
  const value = useContext(GameLauncherContext);
  if (!value)
    throw new Error('useGameLauncher must be used inside GameLauncherProvider (src/remote.ts).');
  return value;
};

const blankWindow = (): Window | null => {
  const opened = window.open('', '_blank');
  // The game must not reach back into the site through window.opener.
  if (opened) opened.opener = null;
  return opened;
};

/**
 * Launches games for every card below it and shows what can go wrong (SPEC section 8): trial
 * accounts, maintenance with other games to try, a network failure, a refused launch, and a
 * blocked popup with a link to open the game in a new tab.
 */
export const GameLauncherProvider = ({ children }: { children: ReactNode }) => {
  const { host, client } = useRemote();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);

  const show = useCallback(
    (
      result: LaunchResult,
      title: string,
      popup: Window | null,
      mustOpenWindow: boolean,
      game?: RelaunchGame,
    ) => {
      const origins = allowedGameOrigins(host.config.apiBaseUrl);
      const url = [result.game_url, result.game_url2].find(
        (candidate): candidate is string =>
          candidate !== undefined && isAllowedGameUrl(candidate, origins),
      );
      if (!url) {
        popup?.close();
        setProblem({ kind: 'invalidUrl' });
        return;
      }
      if (mustOpenWindow || result.newWindow) {
        if (popup) popup.location.href = url;
        else setProblem({ kind: 'popupBlocked', url, title });
        return;
      }
      popup?.close();
      const launch = game ? { url, title, game } : { url, title };
      storeGameFrameLaunch(launch);
      // A relaunch from /game (after a reload) replaces the spent address in the history.
      navigate('/game', { state: { launch }, replace: pathname === '/game' });
    },
    [host, navigate, pathname],
  );

  const fail = useCallback(
    (error: unknown, retry: () => void) => {
      if (error instanceof PlatformError && error.status === 401) {
        requireLogin(retry);
        return;
      }
      const refusal = launchRefusalSchema.safeParse(
        error instanceof PlatformError ? error.value : null,
      );
      if (refusal.success && refusal.data.reason === 'trial') setProblem({ kind: 'trial' });
      else if (refusal.success && refusal.data.reason === 'maintenance')
        setProblem({ kind: 'maintenance', suggestions: refusal.data.suggestions ?? [] });
      else if (error instanceof PlatformError && error.kind === 'network')
        setProblem({ kind: 'network', retry });
      else setProblem({ kind: 'failed', retry });
    },
    [requireLogin],
  );

  const start = useCallback(
    async (game: Game | RelaunchGame) => {
      const session = host.bus.session.get();
      if (session.status !== 'member') return;
      // A relaunch (a reload of /game) is of a game that opened in the frame: no lottery route.
      const target = 'accountTypeName' in game ? launchTargetOf(game) : null;
      if (target?.kind === 'route') {
        navigate(`${target.path}${target.search}`);
        return;
      }
      if (session.member.isAgent === TRIAL_ACCOUNT_TYPE && game.gameType !== 'INHOUSE') {
        setProblem({ kind: 'trial' });
        return;
      }
      // A window opened after the call would be blocked: open it now, inside the click.
      const popup = game.newWindow ? blankWindow() : null;
      setLaunching(game.gameCode);
      try {
        const brand = await queryClient
          .fetchQuery({
            queryKey: brandKeys.call(whitelabelEndpoint, {}),
            queryFn: ({ signal }) => client.call(whitelabelEndpoint, {}, { signal }),
            staleTime: BRAND_STALE_MS,
          })
          .catch(() => null);
        const result = await client.call(launchGameEndpoint, {
          gameId: game.gameCode,
          nodeId: game.nodeId,
          accountType: LAUNCH_ACCOUNT_TYPE,
          confirmTrans: 0,
          vassalage: game.vassalage,
          launchMode: LAUNCH_MODE,
          platform: LAUNCH_PLATFORM,
          clientType: CLIENT_TYPE,
          username: session.member.userName,
          token: host.getToken() ?? '',
          merchantCode: brand?.brandCode,
          language: host.bus.language.get(),
        });
        void queryClient.invalidateQueries({ queryKey: recentGameKeys.all });
        const { gameCode, gameName, nodeId, vassalage, gameType, newWindow } = game;
        show(result, game.gameName, popup, game.newWindow, {
          gameCode,
          gameName,
          nodeId,
          vassalage,
          gameType,
          newWindow,
        });
      } catch (error) {
        popup?.close();
        fail(error, () => void start(game));
      } finally {
        setLaunching(null);
      }
    },
    [client, fail, host, navigate, queryClient, show],
  );

  const startRoom = useCallback(
    async (room: PvpRoom) => {
      setLaunching(room.roomId);
      try {
        const result = await client.call(pvpLaunchEndpoint, {
          roomId: room.roomId,
          language: host.bus.language.get(),
        });
        show(result, `${room.gameName} · ${room.roomName}`, null, false);
      } catch (error) {
        fail(error, () => void startRoom(room));
      } finally {
        setLaunching(null);
      }
    },
    [client, fail, host, show],
  );

  const value = useMemo<GameLauncherValue>(
    () => ({
      launch: (game) => requireLogin(() => void start(game)),
      launchRoom: (room) => requireLogin(() => void startRoom(room)),
      launching,
    }),
    [launching, requireLogin, start, startRoom],
  );

  return (
    <GameLauncherContext.Provider value={value}>
      {children}
      <LaunchProblemDialog
        problem={problem}
        onClose={() => setProblem(null)}
        onPlay={(game) => {
          setProblem(null);
          value.launch(game);
        }}
      />
    </GameLauncherContext.Provider>
  );
};
