import {
  forgetUsername,
  LEGACY_REMEMBER_COOKIE,
  readRememberedUsername,
  REMEMBERED_USERNAME_KEY,
  rememberUsername,
} from './rememberMe';

describe('remember me', () => {
  afterEach(() => {
    forgetUsername();
    localStorage.clear();
  });

  it('keeps the username only, for one day', () => {
    rememberUsername('demo', 1_000_000);
    expect(readRememberedUsername(1_000_000 + 86_399_000)).toBe('demo');
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).not.toMatch(/password/i);
    expect(readRememberedUsername(1_000_000 + 86_401_000)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
  });

  it('is forgotten on request', () => {
    rememberUsername('demo');
    forgetUsername();
    expect(readRememberedUsername()).toBeNull();
  });

  it('deletes the old password cookie wherever it is read', () => {
    document.cookie = `${LEGACY_REMEMBER_COOKIE}=sealed.password; Path=/`;
    expect(document.cookie).toContain(LEGACY_REMEMBER_COOKIE);
    expect(readRememberedUsername()).toBeNull();
    expect(document.cookie).not.toContain(LEGACY_REMEMBER_COOKIE);
  });
});
