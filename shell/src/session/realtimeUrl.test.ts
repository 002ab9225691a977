import { realtimeUrl } from './realtimeUrl';

test('uses the page origin when the API is on the same origin', () => {
  expect(realtimeUrl('', '/wps/ws', 'https://play.example.com')).toBe(
    'wss://play.example.com/wps/ws',
  );
});

test('uses the API origin when the API lives elsewhere', () => {
  expect(realtimeUrl('http://127.0.0.1:4000', '/wps/ws', 'http://localhost:3000')).toBe(
    'ws://127.0.0.1:4000/wps/ws',
  );
});
