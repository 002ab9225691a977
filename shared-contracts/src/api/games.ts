import { z } from 'zod/mini';

import { CLIENT_TYPE, GAME_CATEGORY_ORDER } from '../constants';
import { lazySchema } from '../lazySchema';
import {
  epochMsSchema,
  gameCategorySchema,
  httpUrlSchema,
  languageSchema,
  minorUnitsSchema,
  pageNoSchema,
  pageSizeSchema,
  safeUrlSchema,
  text,
} from './common';
import { defineEndpoint } from './endpoint';
import { vendorSchema } from './system';

/** Game list page size and first page of a lobby (SPEC section 9). */
export const LOBBY_FIRST_PAGE = 1;
/** How many popular games the home page asks for (SPEC section 7). */
export const POPULAR_GAMES_COUNT = 20;
/** Launch constants of SPEC section 9. */
export const LAUNCH_ACCOUNT_TYPE = 1;
export const LAUNCH_MODE = 'GLS';
/**
 * What a game page posts to the site (its parent window) when the player uses it: input in a
 * sandboxed, cross-origin frame never reaches the site, whose inactivity logout would
 * otherwise end the session of someone playing.
 */
export const GAME_ACTIVITY_MESSAGE = 'game:activity';
export const LAUNCH_PLATFORM = 'html5-desktop';
/** Platform string of the hot-game request. */
export const HOT_GAMES_PLATFORM = 'flash,html5-desktop';
/** isPlatform of the hot-game request. */
export const HOT_GAMES_IS_PLATFORM = 2;

/** Account types whose games open the lottery pages instead of a launch (SPEC section 4). */
export const SEA_LOTTERY_ACCOUNT_TYPE = 'TCG_SEA';
export const VN_LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/** Card and live-game classifications of SPEC section 3, as the game list filters them. */
export const GAME_CLASSIFICATIONS = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'mahjong',
  'three_card_poker',
  'wenzhou',
  'se_die',
  'fan_tan',
  'niuniu',
  'fish_prawn_crab',
  'zjh',
] as const;
export const gameClassificationSchema = lazySchema(() => z.enum(GAME_CLASSIFICATIONS));
export type GameClassification = z.infer<typeof gameClassificationSchema>;

/** A game's type: a game category, or INHOUSE for the platform's own games. */
export const GAME_TYPES = [...GAME_CATEGORY_ORDER, 'INHOUSE'] as const;
export const gameTypeSchema = lazySchema(() => z.enum(GAME_TYPES));
export type GameType = z.infer<typeof gameTypeSchema>;

/** A node id: the game's numeric id, always carried as a string (favourite ids too). */
export const nodeIdSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{1,12}$/, 'must be a numeric node id')),
);

/** A game as lobbies, home blocks, favourites and recent games list it. */
export const gameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    nodeId: nodeIdSchema,
    vassalage: z.string(),
    /** The vendor's display name. */
    vendor: z.string(),
    gameType: gameTypeSchema,
    /** Account type the launch routes by (TCG_SEA, TCG_LOTTO_VN, or the vassalage). */
    accountTypeName: z.string(),
    /** The lottery play type opened by default, for lottery games. */
    defaultPlayType: z.optional(z.string()),
    isGame: vendorSchema.shape.isGame,
    classification: z.nullable(z.string()),
    /** Smallest stake in minor units. */
    minBet: minorUnitsSchema,
    isHot: z.union([z.literal(0), z.literal(1)]),
    isNew: z.union([z.literal(0), z.literal(1)]),
    /** Thumbnail path or URL; platform paths start with /assets/. */
    thumbnail: safeUrlSchema,
    /** Under maintenance: launching is refused and other games are suggested. */
    maintenance: z.boolean(),
    /** The vendor refuses frames: the game opens in a new window. */
    newWindow: z.boolean(),
  }),
);
export type Game = z.infer<typeof gameSchema>;

/** A vendor card of a lane: the side-menu vendor fields. */
export const vendorCardSchema = vendorSchema;
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** A vendor group of a lobby: its category, title, vendor codes and the cards to show. */
export const vendorLaneSchema = lazySchema(() =>
  z.object({
    gameCategory: gameCategorySchema,
    title: z.string(),
    /** Vassalages of the lane, in display order. */
    vendors: z.array(z.string()),
    cards: z.array(vendorCardSchema),
  }),
);
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/**
 * GET /lgw/games/vendors: the vendor lanes of every category (value.data.lanes). E-sports
 * vendors sit in the SPORTS lane; the site splits them off by the brand's vassalage list.
 */
export const vendorsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/vendors',
    auth: 'optional',
    request: z.object({
      gameType: z.optional(gameCategorySchema),
      language: z.optional(languageSchema),
    }),
    response: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
  }),
);

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(max))),
    z.transform((value: string | undefined) =>
      value === undefined || value.trim() === '' ? undefined : value.trim(),
    ),
  );

/** GET /lgw/games/list: the game list of a lobby with its filters (SPEC section 3). */
export const gameListEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/list',
    auth: 'optional',
    request: z.object({
      clientType: z._default(z.pipe(z.coerce.number(), z.literal(CLIENT_TYPE)), CLIENT_TYPE),
      platform: z._default(text(40), LAUNCH_PLATFORM),
      channel: optionalText(40),
      merchant: optionalText(40),
      gameType: gameTypeSchema,
      vassalage: optionalText(40),
      gameClassify: z.optional(gameClassificationSchema),
      gameName: optionalText(60),
      /** Only games a player can join with this stake: smallest stake at most this (minor units). */
      minBet: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000_000))),
      minLineNum: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000))),
      language: z.optional(languageSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(100, 42),
    }),
    response: z.object({
      games: z.array(gameSchema),
      total: z.number().check(z.int(), z.nonnegative()),
      totalPages: z.number().check(z.int(), z.nonnegative()),
      pageNo: z.number().check(z.int(), z.gte(1)),
    }),
  }),
);

/** GET /lgw/games/hot: hot games, optionally of one category or vendor (value.list). */
export const hotGamesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/hot',
    auth: 'none',
    request: z.object({
      merchantCode: optionalText(40),
      isPlatform: z._default(
        z.pipe(z.coerce.number(), z.literal(HOT_GAMES_IS_PLATFORM)),
        HOT_GAMES_IS_PLATFORM,
      ),
      vassalage: optionalText(40),
      gameType: z.optional(gameTypeSchema),
      platform: z._default(text(40), HOT_GAMES_PLATFORM),
      language: z.optional(languageSchema),
    }),
    response: z.object({ list: z.array(gameSchema) }),
  }),
);

/** GET /lgw/games/popular: the most played games (count 20 on the home page). */
export const popularGamesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    auth: 'none',
    request: z.object({
      count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), POPULAR_GAMES_COUNT),
      language: z.optional(languageSchema),
    }),
    response: z.object({ list: z.array(gameSchema) }),
  }),
);

/** GET /lgw/games/inhouse: the platform's own games. */
export const inHouseGamesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/inhouse',
    auth: 'none',
    request: z.object({ language: z.optional(languageSchema) }),
    response: z.object({ list: z.array(gameSchema) }),
  }),
);

/** GET /wps/game/recent: the member's recently launched games, newest first (value.list). */
export const recentGamesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/game/recent',
    auth: 'token',
    request: z.object({
      language: z.optional(languageSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 12),
    }),
    response: z.object({
      list: z.array(gameSchema),
      totalPages: z.number().check(z.int(), z.nonnegative()),
    }),
  }),
);

/** GET /wps/game/favourites: the member's favourite games (value.content). */
export const favouriteGamesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/game/favourites',
    auth: 'token',
    request: z.object({
      /** SPEC sends RNG; omitted, every favourite is listed. */
      gameType: z.optional(gameTypeSchema),
      platform: z.optional(text(40)),
      language: z.optional(languageSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 12),
    }),
    response: z.object({
      content: z.array(gameSchema),
      totalPages: z.number().check(z.int(), z.nonnegative()),
    }),
  }),
);

/** The member's favourite ids: node ids as strings (SPEC section 3). */
export const favouriteIdsSchema = lazySchema(() => z.object({ ids: z.array(nodeIdSchema) }));
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** GET /wps/game/favourites/ids */
export const favouriteIdsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/game/favourites/ids',
    auth: 'token',
    request: z.object({}),
    response: favouriteIdsSchema,
  }),
);

/** What a favourite toggle sends (SPEC section 3): nodeId, vendor, gameType. */
export const favouriteToggleSchema = lazySchema(() =>
  z.object({
    nodeId: nodeIdSchema,
    vendor: text(40),
    gameType: gameTypeSchema,
  }),
);
export type FavouriteToggle = z.infer<typeof favouriteToggleSchema>;

/** POST /wps/game/favourites: adds a favourite; answers the id list. */
export const addFavouriteEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/game/favourites',
    auth: 'token',
    request: favouriteToggleSchema,
    response: favouriteIdsSchema,
  }),
);

/** DELETE /wps/game/favourites: removes a favourite; answers the id list. */
export const removeFavouriteEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'DELETE',
    path: '/wps/game/favourites',
    auth: 'token',
    request: favouriteToggleSchema,
    response: favouriteIdsSchema,
  }),
);

/** Why a launch was refused, in the failure envelope's value. */
export const launchRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(['trial', 'maintenance', 'unavailable']),
    /** Other games to try when the game is under maintenance. */
    suggestions: z.optional(z.array(gameSchema)),
  }),
);
export type LaunchRefusal = z.infer<typeof launchRefusalSchema>;

/** A launched game: its address, an alternative address, and how it must be shown. */
export const launchResultSchema = lazySchema(() =>
  z.object({
    game_url: httpUrlSchema,
    game_url2: z.optional(httpUrlSchema),
    /** The vendor refuses frames: open a new window. */
    newWindow: z.boolean(),
  }),
);
export type LaunchResult = z.infer<typeof launchResultSchema>;

/**
 * POST /wps/game/launchGame (with the Language header): SPEC section 3's launch request.
 * `token` must be the session's own token. Refusals carry a {@link LaunchRefusal} value.
 */
export const launchGameEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'token',
    request: z
      .object({
        gameId: z.optional(text(64)),
        roomId: z.optional(text(64)),
        nodeId: nodeIdSchema,
        accountType: z._default(z.literal(LAUNCH_ACCOUNT_TYPE), LAUNCH_ACCOUNT_TYPE),
        confirmTrans: z._default(z.literal(0), 0),
        vassalage: text(40),
        launchMode: z._default(z.literal(LAUNCH_MODE), LAUNCH_MODE),
        platform: z._default(z.literal(LAUNCH_PLATFORM), LAUNCH_PLATFORM),
        clientType: z._default(z.literal(CLIENT_TYPE), CLIENT_TYPE),
        username: text(64),
        token: text(128),
        merchantCode: z.optional(text(40)),
        language: z.optional(languageSchema),
      })
      .check(
        z.refine((request) => request.gameId !== undefined || request.roomId !== undefined, {
          message: 'gameId or roomId is required',
          path: ['gameId'],
        }),
      ),
    response: launchResultSchema,
  }),
);

/** A PVP (card game) room. */
export const pvpRoomSchema = lazySchema(() =>
  z.object({
    roomId: z.string(),
    roomName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    nodeId: nodeIdSchema,
    vassalage: z.string(),
    minBet: minorUnitsSchema,
    players: z.number().check(z.int(), z.nonnegative()),
    maxPlayers: z.number().check(z.int(), z.positive()),
  }),
);
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

/** GET /wps/game/pvp/rooms */
export const pvpRoomsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/game/pvp/rooms',
    auth: 'token',
    request: z.object({ vassalage: optionalText(40), language: z.optional(languageSchema) }),
    response: z.object({ list: z.array(pvpRoomSchema) }),
  }),
);

/** POST /wps/game/pvp/launch: joins a room; answers like the game launch. */
export const pvpLaunchEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/game/pvp/launch',
    auth: 'token',
    request: z.object({
      roomId: text(64).check(z.minLength(1)),
      language: z.optional(languageSchema),
    }),
    response: launchResultSchema,
  }),
);

/** A big win for the winner board; the username is masked by the platform. */
export const winnerSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    gameName: z.string(),
    gameCode: z.string(),
    vassalage: z.string(),
    /** Payout in minor units. */
    amount: minorUnitsSchema,
    time: epochMsSchema,
  }),
);
export type Winner = z.infer<typeof winnerSchema>;

/** GET /lgw/games/winners: the winner rankings, biggest payout first. */
export const winnerRankingsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/winners',
    auth: 'none',
    request: z.object({
      count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
      language: z.optional(languageSchema),
    }),
    response: z.object({ list: z.array(winnerSchema), currency: z.string() }),
  }),
);
