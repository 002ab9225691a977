import { forgetLogin, readRememberedLogin, rememberLogin } from './rememberMe';

describe('remember me', () => {
  afterEach(forgetLogin);

  it('keeps the login for one day, sealed rather than in clear', () => {
    rememberLogin({ username: 'demo', password: 'Demo1234!' }, 's', 1_000_000);
    expect(document.cookie).not.toContain('Demo1234');
    expect(readRememberedLogin('s', 1_000_000 + 86_399_000)).toEqual({
      username: 'demo',
      password: 'Demo1234!',
    });
    expect(readRememberedLogin('s', 1_000_000 + 86_401_000)).toBeNull();
  });

  it('is forgotten on request', () => {
    rememberLogin({ username: 'demo', password: 'x' }, 's');
    forgetLogin();
    expect(readRememberedLogin('s')).toBeNull();
  });
});
