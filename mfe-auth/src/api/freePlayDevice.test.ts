import { FREE_PLAY_DEVICE_KEY, freePlayDeviceId } from './freePlay';

beforeEach(() => localStorage.clear());

test('the free-play device id is made once and kept by the browser', () => {
  const first = freePlayDeviceId();
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(localStorage.getItem(FREE_PLAY_DEVICE_KEY)).toBe(first);
  expect(freePlayDeviceId()).toBe(first);
});

test('a tampered stored id is replaced with a well-formed one', () => {
  localStorage.setItem(FREE_PLAY_DEVICE_KEY, '<script>');
  const id = freePlayDeviceId();
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(localStorage.getItem(FREE_PLAY_DEVICE_KEY)).toBe(id);
});
