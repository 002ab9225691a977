import axios, { type AxiosAdapter } from 'axios';

import { createPlatformClient, PlatformError } from './client';
import { promotionDetailEndpoint } from './promotions';
import { statusEndpoint } from './system';
import { walletTransferEndpoint } from './wallet';

const clientAnswering = (status: number, data: unknown, seen: unknown[] = []) => {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data, status, statusText: '', headers: {}, config };
  };
  return createPlatformClient({
    baseUrl: '',
    getToken: () => 'tok',
    getLanguage: () => 'TH',
    http: axios.create({ adapter }),
  });
};

test('returns the parsed value of a successful answer with token and language headers', async () => {
  const seen: { headers: Record<string, string> }[] = [];
  const client = clientAnswering(
    200,
    { success: true, value: { status: 0, location: { ip: '1.2.3.4', country: 'TH' } } },
    seen,
  );
  await expect(client.call(statusEndpoint, {})).resolves.toEqual({
    status: 0,
    location: { ip: '1.2.3.4', country: 'TH' },
  });
  expect(seen[0]?.headers.Authorization).toBe('Bearer tok');
  expect(seen[0]?.headers.Language).toBe('TH');
});

test('throws the platform message when success is false', async () => {
  const client = clientAnswering(404, { success: false, message: 'Promotion not found' });
  await expect(client.call(promotionDetailEndpoint, { id: 'nope' })).rejects.toMatchObject({
    message: 'Promotion not found',
    status: 404,
    kind: 'platform',
  });
});

test('refuses an answer that breaks the contract', async () => {
  const client = clientAnswering(200, { success: true, value: { status: 7 } });
  await expect(client.call(statusEndpoint, {})).rejects.toMatchObject({ kind: 'contract' });
});

test('validates the request before sending it', async () => {
  const seen: unknown[] = [];
  const client = clientAnswering(200, {}, seen);
  await expect(client.call(promotionDetailEndpoint, { id: '../etc' })).rejects.toBeInstanceOf(
    PlatformError,
  );
  expect(seen).toHaveLength(0);
});

test('money-moving calls need an idempotency key and send it', async () => {
  const seen: { headers: Record<string, string> }[] = [];
  const client = clientAnswering(
    200,
    { success: true, value: { sumBalance: 100, currency: 'USD', wallets: [] } },
    seen,
  );
  await expect(
    client.call(walletTransferEndpoint, { from: 'main', to: 'SLOT', amount: 5 }),
  ).rejects.toThrow('Missing idempotency key');
  await client.call(
    walletTransferEndpoint,
    { from: 'main', to: 'SLOT', amount: 5 },
    { idempotencyKey: 'k1' },
  );
  expect(seen[0]?.headers['Idempotency-Key']).toBe('k1');
});

test('sends the headers of one call, without letting them replace its own', async () => {
  const seen: { headers: Record<string, string> }[] = [];
  const client = clientAnswering(
    200,
    { success: true, value: { status: 0, location: { ip: '1.2.3.4', country: 'TH' } } },
    seen,
  );
  await client.call(statusEndpoint, {}, { headers: { platform: 'W', Authorization: 'forged' } });
  await client.call(statusEndpoint, {});
  expect(seen[0]?.headers.platform).toBe('W');
  expect(seen[0]?.headers.Authorization).toBe('Bearer tok');
  expect(seen[1]?.headers.platform).toBeUndefined();
});

test('a network failure becomes a network error', async () => {
  const adapter: AxiosAdapter = async () => {
    throw new Error('socket hang up');
  };
  const client = createPlatformClient({ baseUrl: '', http: axios.create({ adapter }) });
  await expect(client.call(statusEndpoint, {})).rejects.toMatchObject({
    kind: 'network',
    status: 0,
  });
});
