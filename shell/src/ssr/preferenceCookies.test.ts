import { parseCookies, PREFERENCE_COOKIES, writePreferenceCookie } from './preferenceCookies';

test('a Cookie header reads as names and values; malformed parts are ignored', () => {
  expect(parseCookies('theme=light; lang=VI;sideMenuMini=1; bad; =x; odd=%E0%A4%A')).toEqual({
    theme: 'light',
    lang: 'VI',
    sideMenuMini: '1',
  });
  expect(parseCookies('theme=light; theme=dark')).toEqual({ theme: 'light' });
  expect(parseCookies(undefined)).toEqual({});
});

test('a choice is written as a year-long, site-wide cookie the server reads back', () => {
  writePreferenceCookie(PREFERENCE_COOKIES.language, 'TH');
  writePreferenceCookie(PREFERENCE_COOKIES.theme, 'light');
  expect(parseCookies(document.cookie)).toMatchObject({ lang: 'TH', theme: 'light' });
});
