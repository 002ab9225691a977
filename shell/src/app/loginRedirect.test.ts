import { LOGIN_EXEMPT_PATHS, loginRedirectTarget } from './loginRedirect';

describe('loginRedirectTarget', () => {
  it('sends a guest to /login from any other path when the brand requires login', () => {
    for (const pathname of ['/index', '/rng', '/promotions', '/help', '/no-such-page']) {
      expect(loginRedirectTarget({ pathname, loginedToHomePage: true, hasToken: false })).toBe(
        '/login',
      );
    }
  });

  it('lets a guest open login, register, register.html, helpmc and download', () => {
    expect(LOGIN_EXEMPT_PATHS).toEqual([
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
    ]);
    for (const pathname of LOGIN_EXEMPT_PATHS) {
      expect(
        loginRedirectTarget({ pathname, loginedToHomePage: true, hasToken: false }),
      ).toBeNull();
    }
  });

  it('does not redirect a visitor with a session token', () => {
    expect(
      loginRedirectTarget({ pathname: '/index', loginedToHomePage: true, hasToken: true }),
    ).toBeNull();
  });

  it('does not redirect anyone when the brand setting is off', () => {
    expect(
      loginRedirectTarget({ pathname: '/index', loginedToHomePage: false, hasToken: false }),
    ).toBeNull();
  });

  it('treats /down as guarded: only /download is exempt', () => {
    expect(
      loginRedirectTarget({ pathname: '/down', loginedToHomePage: true, hasToken: false }),
    ).toBe('/login');
  });
});
