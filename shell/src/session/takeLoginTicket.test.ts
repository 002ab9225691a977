import { claimLoginTicket, takeLoginTicket } from './takeLoginTicket';
import { TOKEN_KEY } from './tokenStorage';

beforeEach(() => {
  sessionStorage.clear();
  claimLoginTicket();
  window.history.replaceState(null, '', '/');
});

test('takes a ticket from the query, removes it from the address bar and never stores it', () => {
  window.history.replaceState(null, '', '/rng?token=abc123&vassalage=PG#top');
  expect(takeLoginTicket()).toBe(true);
  expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
    '/rng?vassalage=PG#top',
  );
  expect(claimLoginTicket()).toBe('abc123');
  expect(claimLoginTicket()).toBeNull();
});

test('leaves the URL alone without a ticket', () => {
  window.history.replaceState(null, '', '/index?lang=TH');
  expect(takeLoginTicket()).toBe(false);
  expect(claimLoginTicket()).toBeNull();
  expect(window.location.search).toBe('?lang=TH');
});

test('drops an empty token parameter', () => {
  window.history.replaceState(null, '', '/index?token=');
  expect(takeLoginTicket()).toBe(false);
  expect(window.location.search).toBe('');
  expect(claimLoginTicket()).toBeNull();
});
