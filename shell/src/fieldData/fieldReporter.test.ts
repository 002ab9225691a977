import { FIELD_DATA_MAX_EVENTS, type FieldBatch, fieldBatchSchema } from 'shared-contracts';

import { createFieldReporter, deviceClassOf, visitIdOf } from './fieldReporter';

const reporter = (sample: number, sent: FieldBatch[], accept = () => true, random = () => 0.3) =>
  createFieldReporter({
    sample,
    device: 'phone',
    random,
    releaseOf: (part) => (part === 'shell' ? 'live' : `${part}-1.0.0-b1`),
    send: (batch) => {
      sent.push(batch);
      return accept();
    },
  });

describe('the field data reporter', () => {
  it('sends one valid batch per route, releases filled in when sent', () => {
    const sent: FieldBatch[] = [];
    const fields = reporter(100, sent);
    fields.add('/promotions', { type: 'view', remote: 'mfe-promo' });
    fields.add('/promotions', { type: 'failure', remote: 'mfe-auth', kind: 'entry' });
    fields.add('/index', { type: 'vital', remote: 'mfe-lobby', name: 'LCP', value: 1234 });
    fields.flush();
    expect(sent).toHaveLength(2);
    for (const batch of sent) expect(fieldBatchSchema.safeParse(batch).success).toBe(true);
    expect(sent[0]).toMatchObject({
      route: '/promotions',
      device: 'phone',
      events: [
        { type: 'view', remote: 'mfe-promo', release: 'mfe-promo-1.0.0-b1' },
        { type: 'failure', remote: 'mfe-auth', kind: 'entry' },
      ],
    });
    expect(sent[0]?.visit).toBe(sent[1]?.visit);
    fields.flush();
    expect(sent).toHaveLength(2);
  });

  it('splits a long queue at the most a beacon may carry', () => {
    const sent: FieldBatch[] = [];
    const fields = reporter(100, sent);
    for (let i = 0; i < FIELD_DATA_MAX_EVENTS + 3; i += 1)
      fields.add('/rng', { type: 'view', remote: 'mfe-lobby' });
    fields.flush();
    expect(sent.map((batch) => batch.events.length)).toEqual([FIELD_DATA_MAX_EVENTS, 3]);
  });

  it('keeps what the browser refused for the next flush', () => {
    const sent: FieldBatch[] = [];
    let accept = false;
    const fields = reporter(100, sent, () => accept);
    fields.add('/rng', { type: 'view', remote: 'mfe-lobby' });
    fields.flush();
    accept = true;
    fields.flush();
    expect(sent).toHaveLength(2);
    fields.flush();
    expect(sent).toHaveLength(2);
  });

  it('queues nothing for a visit outside the sample', () => {
    const sent: FieldBatch[] = [];
    const fields = reporter(
      10,
      sent,
      () => true,
      () => 0.5,
    );
    expect(fields.sampled).toBe(false);
    fields.add('/rng', { type: 'view', remote: 'mfe-lobby' });
    fields.flush();
    expect(sent).toEqual([]);
    expect(
      reporter(
        0,
        sent,
        () => true,
        () => 0,
      ).sampled,
    ).toBe(false);
  });

  it('names the visit at random and the device by its screen', () => {
    expect(visitIdOf(() => 0.5)).toMatch(/^[0-9a-z]{20}$/);
    expect(visitIdOf(Math.random)).not.toBe(visitIdOf(Math.random));
    expect(deviceClassOf(360, true)).toBe('phone');
    expect(deviceClassOf(1024, true)).toBe('tablet');
    expect(deviceClassOf(1024, false)).toBe('desktop');
    expect(deviceClassOf(1440, true)).toBe('desktop');
  });
});
