import {
  allowedGameOrigins,
  GAME_FRAME_STORAGE_KEY,
  isAllowedGameUrl,
  parseGameFrameLaunch,
  readGameFrameLaunch,
  storeGameFrameLaunch,
} from './gameFrameHandoff';

describe('game frame handoff', () => {
  afterEach(() => window.sessionStorage.clear());

  it('allows only the platform origin', () => {
    const origins = allowedGameOrigins('http://api.test:4000/', 'http://site.test');
    expect(origins).toEqual(['http://api.test:4000']);
    expect(isAllowedGameUrl('http://api.test:4000/games/inhouse/slot?launch=abc', origins)).toBe(
      true,
    );
    expect(isAllowedGameUrl('http://evil.test/games/inhouse/slot', origins)).toBe(false);
    expect(isAllowedGameUrl('javascript:alert(1)', origins)).toBe(false);
    expect(isAllowedGameUrl('not a url', origins)).toBe(false);
  });

  it('uses the site origin when the API shares it', () => {
    expect(allowedGameOrigins('', 'http://site.test')).toEqual(['http://site.test']);
  });

  it('reads the launch from router state first, then from sessionStorage', () => {
    const launch = { url: 'http://api.test/games/vendor/table?launch=t1', title: 'Fortune Tiger' };
    expect(readGameFrameLaunch({ launch })).toEqual(launch);
    expect(readGameFrameLaunch(null)).toBeNull();
    storeGameFrameLaunch(launch);
    expect(window.sessionStorage.getItem(GAME_FRAME_STORAGE_KEY)).not.toContain('token');
    expect(readGameFrameLaunch(undefined)).toEqual(launch);
    window.sessionStorage.setItem(GAME_FRAME_STORAGE_KEY, '{broken');
    expect(readGameFrameLaunch(undefined)).toBeNull();
  });

  it('refuses launches that are not an absolute address with a short title', () => {
    const url = 'http://api.test/games/vendor/table?launch=t1';
    expect(parseGameFrameLaunch({ url, title: 'Fortune Tiger' })).toEqual({
      url,
      title: 'Fortune Tiger',
    });
    expect(parseGameFrameLaunch({ url: '/relative', title: 'x' })).toBeNull();
    expect(parseGameFrameLaunch({ url, title: 'x'.repeat(201) })).toBeNull();
    expect(parseGameFrameLaunch({ url, title: 7 })).toBeNull();
    expect(parseGameFrameLaunch('http://api.test/')).toBeNull();
  });
});
