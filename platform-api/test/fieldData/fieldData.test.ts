import { FIELD_DATA_MAX_BYTES, FIELD_DATA_MAX_EVENTS, type FieldBatch } from 'shared-contracts';

import {
  createFieldStore,
  FIELD_RETENTION_MS,
  minuteOf,
} from '../../src/areas/fieldData/fieldStore';
import { adminHeaders, get } from '../authHelpers';
import { startTestApp } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const batch = (events: FieldBatch['events'], route = '/promotions'): FieldBatch => ({
  visit: 'k3j9x0aa1b2c3d4e5f6g',
  route,
  device: 'phone',
  events,
});

/** As `navigator.sendBeacon` posts a string: text/plain. */
const beacon = (body: unknown, ip: string, contentType = 'text/plain;charset=UTF-8') =>
  ctx.app.inject({
    method: 'POST',
    url: '/field-data',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType },
    remoteAddress: ip,
  });

const stored = () =>
  ctx.app.platform.db.prepare('SELECT COUNT(*) FROM field_minutes').pluck().get() as number;

const PROMO = { remote: 'mfe-promo', release: '1.4.0-abc123' } as const;

describe('field data (ADR 0030)', () => {
  it('stores a beacon and summarises it per release: views, failures, error rate, p75', async () => {
    const events: FieldBatch['events'] = [
      { type: 'view', ...PROMO },
      { type: 'view', ...PROMO },
      { type: 'view', ...PROMO },
      { type: 'view', ...PROMO },
      { type: 'failure', ...PROMO, kind: 'render' },
      ...[1000, 1200, 1500, 4000].map((value) => ({
        type: 'vital' as const,
        ...PROMO,
        name: 'LCP' as const,
        value,
      })),
      { type: 'vital', ...PROMO, name: 'INP', value: 120 },
    ];
    expect((await beacon(batch(events), '10.60.0.1')).statusCode).toBe(204);
    const answer = await get(ctx.app, '/admin/field-data?minutes=60', adminHeaders);
    const promo = answer.body.value.releases.find(
      (r: { remote: string }) => r.remote === 'mfe-promo',
    );
    // p75 by nearest rank of 4 values: the 3rd.
    expect(promo).toMatchObject({
      release: '1.4.0-abc123',
      views: 4,
      failures: 1,
      errorRate: 0.25,
      p75: { LCP: 1500, INP: 120, CLS: null },
    });
    const series = await get(
      ctx.app,
      '/admin/field-data/series?remote=mfe-promo&minutes=10',
      adminHeaders,
    );
    expect(series.body.value.series).toEqual([
      expect.objectContaining({ release: '1.4.0-abc123', views: 4, failures: 1, p75Lcp: 1500 }),
    ]);
  });

  it('accepts application/json too (a Blob beacon)', async () => {
    const answer = await beacon(
      batch([{ type: 'view', ...PROMO }]),
      '10.60.0.2',
      'application/json',
    );
    expect(answer.statusCode).toBe(204);
  });

  it('refuses malformed, oversized and personal-looking input with a clear 4xx and stores nothing', async () => {
    const before = stored();
    const refusals = [
      [await beacon('{not json', '10.60.0.3'), 400],
      [
        await beacon({ ...batch([{ type: 'view', ...PROMO }]), device: 'fridge' }, '10.60.0.3'),
        400,
      ],
      [
        await beacon(batch([{ type: 'view', remote: 'evil', release: 'x' }] as never), '10.60.0.3'),
        400,
      ],
      [await beacon(batch([{ type: 'view', ...PROMO }], '/index?token=abc'), '10.60.0.3'), 400],
      [
        await beacon(batch([{ type: 'vital', ...PROMO, name: 'LCP', value: -5 }]), '10.60.0.3'),
        400,
      ],
      [await beacon(batch([]), '10.60.0.3'), 400],
      [
        await beacon(
          batch(
            Array.from({ length: FIELD_DATA_MAX_EVENTS + 1 }, () => ({ type: 'view', ...PROMO })),
          ),
          '10.60.0.3',
        ),
        400,
      ],
      [await beacon('x'.repeat(FIELD_DATA_MAX_BYTES + 1), '10.60.0.3'), 413],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toMatchObject({ success: false });
    }
    expect(refusals[1][0].json().message).toMatch(/device/);
    expect(stored()).toBe(before);
  });

  it('refuses a flood from one address with 429 and keeps taking others', async () => {
    const one = batch([{ type: 'view', ...PROMO }]);
    for (let i = 0; i < ctx.config.fieldDataPerMinute; i += 1)
      expect((await beacon(one, '10.60.0.9')).statusCode).toBe(204);
    const flooded = await beacon(one, '10.60.0.9');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
    expect((await beacon(one, '10.60.0.10')).statusCode).toBe(204);
  });

  it('needs the admin token to read', async () => {
    expect((await get(ctx.app, '/admin/field-data')).status).toBe(401);
  });
});

describe('the field store', () => {
  it('forgets minutes older than the retention period', () => {
    const store = createFieldStore(ctx.app.platform.db);
    const now = Date.UTC(2026, 10, 29, 12);
    const old = now - FIELD_RETENTION_MS - 120_000;
    store.record(batch([{ type: 'view', remote: 'mfe-lobby', release: 'old-1' }]), old);
    store.record(
      batch([{ type: 'vital', remote: 'mfe-lobby', release: 'old-1', name: 'CLS', value: 0.1 }]),
      old,
    );
    store.record(batch([{ type: 'view', remote: 'mfe-lobby', release: 'new-1' }]), now);
    expect(store.forget(now)).toBe(2);
    const left = store.summary(now, FIELD_RETENTION_MS * 2, 'mfe-lobby').map((r) => r.release);
    expect(left).toContain('new-1');
    expect(left).not.toContain('old-1');
  });

  it('counts a minute from its start', () => {
    expect(minuteOf(Date.UTC(2026, 0, 1, 10, 5, 59, 999))).toBe(Date.UTC(2026, 0, 1, 10, 5));
  });
});
