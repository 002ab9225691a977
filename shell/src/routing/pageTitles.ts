/**
 * The page part of the document title ("Slots" in "Slots · Lucky Lotus"), by route path: a key
 * of the shell's `pageTitle` texts. A remote's own page not listed here shows the brand alone.
 */
const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  '/index': 'home',
  '/register': 'register',
  '/register.html': 'register',
  '/login': 'login',
  '/pointMall': 'pointMall',
  '/lottery': 'lottery',
  '/vnlottery': 'vnlottery',
  '/elott': 'elott',
  '/rng': 'rng',
  '/pvp': 'pvp',
  '/live': 'live',
  '/fish': 'fish',
  '/sports': 'sports',
  '/esports': 'esports',
  '/promotions': 'promotions',
  '/promoDetail': 'promoDetail',
  '/seamless': 'seamless',
  '/helpmc': 'helpMobile',
  '/game': 'game',
  '/help': 'help',
  '/down': 'download',
  '/download': 'download',
  '/inhouse': 'inhouse',
  '/responsible-gaming': 'saferGambling',
  '*': 'notFound',
};

/** The `pageTitle.*` key of a route path, or undefined. */
export const pageTitleKey = (path: string): string | undefined => PAGE_TITLE_KEYS[path];
