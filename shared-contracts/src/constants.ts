/** Business constants of SPEC section 9 that more than one package needs. */

/** Supported language codes, as the platform spells them. */
export const LANGUAGES = ['EN', 'CN', 'ID', 'PT', 'TH', 'VI'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Default language of the site. */
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Themes of the design system; dark is the default and the fallback. */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

/**
 * The brand's time zone: promotion periods, draws and the content's times are stated in it,
 * whatever the reader's own zone, so a promotion's card, page and terms agree (ADR 0024).
 */
export const BRAND_TIME_ZONE = { utcOffsetMinutes: 7 * 60, label: 'GMT+7' } as const;

/** Game categories in the order the side menu lists them. */
export const GAME_CATEGORY_ORDER = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const;
export type GameCategory = (typeof GAME_CATEGORY_ORDER)[number];

/** Vassalages split from SPORTS into ESPORTS unless the brand configures its own list. */
export const DEFAULT_ESPORTS_VASSALAGES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

/** Device, platform and client constants sent with calls. */
export const DEVICE = 'WEB';
export const PLATFORM_WEB = 'W';
export const CLIENT_TYPE = 3;

/** Page sizes and timings. */
export const NOTICE_PAGE_SIZE = 9;
export const LOBBY_PAGE_SIZE = 42;
export const AUTOPLAY_MS = 5000;
export const DROPDOWN_BLUR_MS = 200;
export const SIDE_MENU_QR_SIZE = 100;
export const QR_DEFAULT_SIZE = 200;
export const QR_MARGIN = 20;
export const PAGINATION_RANGE = 3;
export const PAGINATION_MARGIN = 1;
export const PAYMENT_ICON_COUNT = 15;
export const THROTTLE_MS = 1000;
export const FORCED_CHANGE_PASSWORD = '123456';
