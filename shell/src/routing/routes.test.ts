import { bannerGroupFor, type LayoutPart, routeFor, SITE_ROUTES } from './routes';

const partsOf = (path: string) => [...routeFor(path).parts].sort();
const sorted = (...parts: LayoutPart[]) => [...parts].sort();

describe('route table', () => {
  it('gives every route of SPEC section 2 exactly its layout parts', () => {
    const full = sorted('header', 'banner', 'footer', 'sideMenu');
    expect(partsOf('/index')).toEqual(full);
    expect(partsOf('/register')).toEqual(sorted('header', 'banner'));
    expect(partsOf('/register.html')).toEqual(sorted('header', 'banner'));
    expect(partsOf('/pointMall')).toEqual(sorted('header', 'banner', 'footer'));
    expect(partsOf('/lottery')).toEqual(['header']);
    expect(partsOf('/vnlottery')).toEqual(sorted('header', 'sideMenu'));
    expect(partsOf('/elott')).toEqual(full);
    for (const lobby of ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports']) {
      expect(partsOf(lobby)).toEqual(full);
    }
    expect(partsOf('/promotions')).toEqual(full);
    expect(partsOf('/promoDetail')).toEqual(sorted('header', 'footer', 'sideMenu'));
    expect(partsOf('/seamless')).toEqual(sorted('header', 'sideMenu'));
    expect(partsOf('/helpmc')).toEqual([]);
    expect(partsOf('/game')).toEqual(['header']);
  });

  it('marks /seamless and /vnlottery as immersive and no other route', () => {
    const immersive = SITE_ROUTES.filter((route) => route.immersive).map((route) => route.path);
    expect(immersive.sort()).toEqual(['/seamless', '/vnlottery']);
  });

  it('has no route without the content it needs', () => {
    expect(routeFor('/index').content).toEqual({
      kind: 'remote',
      remote: 'mfe-lobby',
      module: 'HomePage',
    });
    expect(routeFor('/esports').content).toEqual({
      kind: 'remote',
      remote: 'mfe-lobby',
      module: 'LobbyPage',
    });
    expect(routeFor('/elott').content).toEqual({
      kind: 'remote',
      remote: 'mfe-lottery',
      module: 'ElottPage',
    });
    expect(routeFor('/register.html').content).toEqual({
      kind: 'remote',
      remote: 'mfe-auth',
      module: 'RegisterPage',
    });
    expect(routeFor('/pointMall').content).toEqual({
      kind: 'remote',
      remote: 'mfe-promo',
      module: 'PointsMallPage',
    });
    expect(routeFor('/help').content).toEqual({ kind: 'shell', page: 'help' });
    expect(routeFor('/download').content).toEqual({ kind: 'shell', page: 'download' });
  });

  it('answers unknown paths with the not-found page', () => {
    expect(routeFor('/nowhere').content).toEqual({ kind: 'shell', page: 'notFound' });
  });

  it('lists every path once', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('bannerGroupFor', () => {
  it('shows each route group its banners', () => {
    expect(bannerGroupFor('/')).toBe('home');
    expect(bannerGroupFor('/index')).toBe('home');
    expect(bannerGroupFor('/rng')).toBe('rng');
    expect(bannerGroupFor('/live')).toBe('live');
    expect(bannerGroupFor('/fish')).toBe('fish');
    expect(bannerGroupFor('/pvp')).toBe('pvp');
    expect(bannerGroupFor('/sports')).toBe('sports');
    expect(bannerGroupFor('/esports')).toBe('esports');
    expect(bannerGroupFor('/elott')).toBe('lottery');
    expect(bannerGroupFor('/down')).toBe('down');
    expect(bannerGroupFor('/pointMall')).toBe('shop');
    expect(bannerGroupFor('/help')).toBe('help');
    expect(bannerGroupFor('/register')).toBe('w_reg');
    expect(bannerGroupFor('/inhouse')).toBe('inhouse');
    expect(bannerGroupFor('/promotions')).toBe('promotions');
  });

  it('shows no banner on routes without a banner part, a promotion detail included', () => {
    for (const path of [
      '/promoDetail',
      '/lottery',
      '/vnlottery',
      '/seamless',
      '/game',
      '/helpmc',
      '/login',
      '/download',
      '/nowhere',
    ]) {
      expect(bannerGroupFor(path)).toBeUndefined();
    }
  });
});
