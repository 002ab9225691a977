import { TOKEN_KEY } from '../app/session';
import { consumeUrlToken } from './consumeUrlToken';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('stores a token from the query and removes it from the address bar', () => {
  window.history.replaceState(null, '', '/rng?token=abc123&vassalage=PG#top');
  expect(consumeUrlToken()).toBe(true);
  expect(sessionStorage.getItem(TOKEN_KEY)).toBe('abc123');
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
    '/rng?vassalage=PG#top',
  );
});

test('leaves the URL and storage alone without a token', () => {
  window.history.replaceState(null, '', '/index?lang=TH');
  expect(consumeUrlToken()).toBe(false);
  expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(window.location.search).toBe('?lang=TH');
});

test('drops an empty token parameter without storing it', () => {
  window.history.replaceState(null, '', '/index?token=');
  expect(consumeUrlToken()).toBe(false);
  expect(window.location.search).toBe('');
  expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
});
