import { z } from 'zod/mini';

import { DEVICE, PLATFORM_WEB } from '../constants';
import { lazySchema } from '../lazySchema';
import {
  emptyRequestSchema,
  epochMsSchema,
  gameCategorySchema,
  languageSchema,
  pageNoSchema,
  pageSchema,
  pageSizeSchema,
  safeUrlSchema,
  text,
} from './common';
import { defineEndpoint } from './endpoint';

/** Site status: 0 normal, 1 maintenance, 2 region or IP restriction. */
export const siteStatusSchema = lazySchema(() =>
  z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    location: z.object({ ip: z.string(), country: z.string() }),
    /** Where "Contact Us" on the maintenance page leads. */
    contactUrl: z.optional(safeUrlSchema),
  }),
);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** GET /wps/system/status */
export const statusEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/status',
    auth: 'none',
    request: emptyRequestSchema,
    response: siteStatusSchema,
  }),
);

/** A node of the whitelabel permission tree; a flag is on when its node has enabled '1'. */
export const whitelabelNodeSchema = lazySchema(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    get childrenNodes() {
      return z.optional(z.array(whitelabelNodeSchema));
    },
  }),
);
export type WhitelabelNode = z.infer<typeof whitelabelNodeSchema>;

/** Resource types the brand may configure. */
export const RESOURCE_TYPES = [
  'AFFILIATELINK',
  'TELEGRAM',
  'Android',
  'MOBILECONFIG',
  'YOUTUBE',
  'INSTAGRAM',
  'FACEBOOK',
  'TWITTER',
  'TIKTOK',
  'LINE',
] as const;
export const resourceTypeSchema = lazySchema(() => z.enum(RESOURCE_TYPES));
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** A brand resource: a link, an app download or a social account. */
export const resourceSchema = lazySchema(() =>
  z.object({
    type: resourceTypeSchema,
    url: safeUrlSchema,
    qrCodeUrl: z.optional(safeUrlSchema),
    labelNameEn: z.optional(z.string()),
  }),
);
export type Resource = z.infer<typeof resourceSchema>;

/** Brand configuration the site needs before it renders. */
export const whitelabelSchema = lazySchema(() =>
  z.object({
    brandCode: z.string(),
    brandName: z.string(),
    logo: z.object({ dark: safeUrlSchema, light: safeUrlSchema }),
    /** The browser tab's icon: an SVG and a PNG for browsers without SVG icons. */
    favicon: z.optional(z.object({ svg: safeUrlSchema, png: safeUrlSchema })),
    languages: z.array(languageSchema).check(z.minLength(1)),
    defaultLanguage: languageSchema,
    whitelabel: z.array(whitelabelNodeSchema),
    loginedToHomePage: z.boolean(),
    freePlay: z.boolean(),
    /** The REFERRAL promotion is running (shows the invite item to members too). */
    referralPromotion: z.boolean(),
    esportsVassalages: z.array(z.string()),
    currencySymbol: z.string(),
    /**
     * The bonus every new account receives once (minor units of the brand's currency) and the
     * wagering it asks (a multiple of the amount); absent when the brand gives none.
     */
    registrationBonus: z.optional(
      z.object({
        amount: z.number().check(z.int(), z.positive()),
        turnoverMultiple: z.number().check(z.int(), z.nonnegative()),
      }),
    ),
    resources: z.array(resourceSchema),
    footer: z.object({
      about: z.string(),
      /** The about text in each site language; `about` where a language has none. */
      aboutTexts: z.optional(z.partialRecord(languageSchema, z.string())),
      copyrightYear: z.number().check(z.int()),
      payments: z.array(z.object({ name: z.string(), icon: safeUrlSchema })),
      partners: z.array(
        z.object({ name: z.string(), darkLogo: safeUrlSchema, lightLogo: safeUrlSchema }),
      ),
      responsibilityImage: safeUrlSchema,
      helpLinks: z.array(
        z.object({
          anchor: z.string(),
          title: z.string(),
          /** The title in each site language; `title` where a language has none. */
          titles: z.optional(z.partialRecord(languageSchema, z.string())),
        }),
      ),
    }),
    imageCDNs: z.array(safeUrlSchema),
    launchGameCDNs: z.array(safeUrlSchema),
    analytics: z.object({ gtagId: z.optional(z.string()) }),
  }),
);
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** GET /wps/system/whitelabel */
export const whitelabelEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    request: z.object({ url: z.optional(text(500)) }),
    response: whitelabelSchema,
  }),
);

/** GET /wps/system/domainRoute */
export const domainRouteEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    request: emptyRequestSchema,
    response: z.object({
      domainList: z.array(
        z.object({ domain: z.string(), speed: z.number().check(z.int(), z.nonnegative()) }),
      ),
    }),
  }),
);

/** A help-centre section; `content` is untrusted HTML (render through SafeHtml). */
export const helpSectionSchema = lazySchema(() =>
  z.object({
    anchor: z.string(),
    title: z.string(),
    content: z.string(),
  }),
);
export type HelpSection = z.infer<typeof helpSectionSchema>;

/** GET /wps/system/helpCenter */
export const helpCenterEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    request: z.object({ lang: languageSchema, device: z._default(z.literal(DEVICE), DEVICE) }),
    response: z.object({ sections: z.array(helpSectionSchema) }),
  }),
);

/** Banner groups by route (SPEC section 2); w_reg is the registration page's. */
export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'down',
  'promotions',
  'shop',
  'help',
  'w_reg',
  'inhouse',
] as const;
export const bannerGroupSchema = lazySchema(() => z.enum(BANNER_GROUPS));
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

/** How a banner click behaves: 0 not clickable, 1 route inside the site, 2 external link. */
export const linkageTypeSchema = lazySchema(() =>
  z.union([z.literal(0), z.literal(1), z.literal(2)]),
);

export const bannerSchema = lazySchema(() =>
  z.object({
    bannerId: z.string(),
    groupName: bannerGroupSchema,
    url: safeUrlSchema,
    title: z.string(),
    linkageType: linkageTypeSchema,
    link: z.optional(safeUrlSchema),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

/** GET /wps/system/banners */
export const bannersEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/banners',
    auth: 'none',
    request: z.object({ groupName: bannerGroupSchema, language: z.optional(languageSchema) }),
    response: z.array(bannerSchema),
  }),
);

/** GET /wps/system/resources */
export const resourcesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/resources',
    auth: 'none',
    request: emptyRequestSchema,
    response: z.array(resourceSchema),
  }),
);

/** Announcement types: B (board), PL (player), PU (popup), PR (promotion), H. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const noticeTypeSchema = lazySchema(() => z.enum(NOTICE_TYPES));

export const noticeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: noticeTypeSchema,
    title: z.string(),
    /** Untrusted HTML. */
    content: z.string(),
    createTime: epochMsSchema,
  }),
);
export type Notice = z.infer<typeof noticeSchema>;

/** GET /wps/system/notice: types is a comma-separated list of notice types. */
export const noticesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/notice',
    auth: 'none',
    request: z.object({
      types: z._default(
        z
          .string()
          .check(
            z.maxLength(40),
            z.regex(
              /^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/,
              'must be a comma-separated list of B, PL, PU, PR, H',
            ),
          ),
        'B',
      ),
      platform: z._default(z.literal(PLATFORM_WEB), PLATFORM_WEB),
      execution: z._default(z.literal('B'), 'B'),
      language: z.optional(languageSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 9),
    }),
    response: pageSchema(noticeSchema),
  }),
);

/** GET /wps/system/customerService: type 3 paths are encrypted and open in a popup. */
export const customerServiceEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    auth: 'none',
    request: emptyRequestSchema,
    response: z.object({
      version: z.object({
        pathList: z.array(z.object({ type: z.number().check(z.int()), path: z.string() })),
      }),
    }),
  }),
);

/** A vendor as the side menu and lobbies list it. */
export const vendorSchema = lazySchema(() =>
  z.object({
    vassalage: z.string(),
    name: z.string(),
    smallIcon: safeUrlSchema,
    isHot: z.union([z.literal(0), z.literal(1)]),
    /** VASSALAGE opens a game-list popup; GAME launches directly; LOBBY opens the vendor lobby. */
    isGame: z.enum(['VASSALAGE', 'GAME', 'LOBBY']),
    gameType: gameCategorySchema,
  }),
);
export type Vendor = z.infer<typeof vendorSchema>;

export const gameMenuSchema = lazySchema(() =>
  z.object({
    gameCategory: gameCategorySchema,
    vendors: z.array(vendorSchema),
  }),
);
export type GameMenu = z.infer<typeof gameMenuSchema>;

/** GET /lgw/games/game_menus */
export const gameMenusEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: 'none',
    request: z.object({ language: z.optional(languageSchema) }),
    response: z.array(gameMenuSchema),
  }),
);
