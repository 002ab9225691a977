import { decryptPayload, decryptServicePath, encryptPayload } from './payload';

test('a sealed payload opens with the same secret', () => {
  const body = encryptPayload('brand-secret', { username: 'demo' }, 1_000_000);
  const opened = decryptPayload('brand-secret', body, { now: 1_000_500 });
  expect(opened).toMatchObject({
    ok: true,
    sealed: { payload: { username: 'demo' }, ts: 1_000_000 },
  });
});

test('every message gets its own IV and nonce', () => {
  const a = encryptPayload('s', { n: 1 });
  const b = encryptPayload('s', { n: 1 });
  expect(a.iv).not.toBe(b.iv);
  expect(a.data).not.toBe(b.data);
});

test('a wrong secret or tampered data is undecryptable', () => {
  const body = encryptPayload('right', { n: 1 });
  expect(decryptPayload('wrong', body)).toEqual({ ok: false, reason: 'undecryptable' });
  expect(decryptPayload('right', { ...body, data: body.data.slice(0, -8) + 'AAAAAAA=' })).toEqual({
    ok: false,
    reason: 'undecryptable',
  });
});

test('an old payload is refused as expired', () => {
  const body = encryptPayload('s', { n: 1 }, 0);
  expect(decryptPayload('s', body, { now: 61_000 })).toEqual({ ok: false, reason: 'expired' });
});

test('customer-service paths decrypt without expiry', () => {
  const body = encryptPayload('s', 'https://chat.example.com/room', 0);
  expect(decryptServicePath('s', body)).toBe('https://chat.example.com/room');
});
