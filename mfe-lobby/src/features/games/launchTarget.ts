import { type Game, SEA_LOTTERY_ACCOUNT_TYPE, VN_LOTTERY_ACCOUNT_TYPE } from 'shared-contracts';

/** Where a game opens: a page of the lottery area, or the launch call. */
export type LaunchTarget =
  | { readonly kind: 'route'; readonly path: string; readonly search: string }
  | { readonly kind: 'launch' };

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * SPEC section 4's routing of a game start: account type TCG_SEA opens the separate lottery
 * view (the e-lottery page), TCG_LOTTO_VN the Vietnam lottery, other lottery and e-lottery
 * games the lottery page with their code and play type; everything else is launched.
 */
export const launchTargetOf = (
  game: Pick<Game, 'accountTypeName' | 'gameType' | 'gameCode' | 'defaultPlayType'>,
): LaunchTarget => {
  if (game.accountTypeName === SEA_LOTTERY_ACCOUNT_TYPE) {
    return { kind: 'route', path: '/elott', search: query({ gameCode: game.gameCode }) };
  }
  if (game.accountTypeName === VN_LOTTERY_ACCOUNT_TYPE) {
    return { kind: 'route', path: '/vnlottery', search: query({ gameCode: game.gameCode }) };
  }
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return {
      kind: 'route',
      path: '/lottery',
      search: query({ gameCode: game.gameCode, playType: game.defaultPlayType }),
    };
  }
  return { kind: 'launch' };
};
