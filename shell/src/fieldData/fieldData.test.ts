import { type FieldBatch, fieldBatchSchema, type SiteConfig } from 'shared-contracts';

import { fieldFailureOf, RemoteLoadError } from '../remotes/errors';
import { NOT_FOUND_ROUTE, routeFor } from '../routing/routes';
import { reportSlotFailure, reportView, resetFieldData, startFieldData } from './fieldData';

const config = (fieldDataSample?: number): SiteConfig => ({
  apiBaseUrl: '',
  wsPath: '/ws',
  registryUrl: '/registry.json',
  payloadSecret: 'x',
  fieldDataSample,
});

let beacons: { url: string; body: string }[];
beforeEach(() => {
  resetFieldData();
  beacons = [];
  Object.defineProperty(window.navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
});

const sentBatches = () => beacons.map((beacon) => JSON.parse(beacon.body) as FieldBatch);

describe('field data on the page', () => {
  it('sends the views and slot failures when the page is hidden, as valid batches', () => {
    startFieldData(config(100));
    reportView(routeFor('/promotions'));
    reportSlotFailure('mfe-promo', new Error('render threw'));
    reportSlotFailure(
      'mfe-promo',
      new RemoteLoadError('mfe-promo', 'unavailable', 'slow', 'timeout'),
    );
    reportView(NOT_FOUND_ROUTE);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.every((beacon) => beacon.url === '/field-data')).toBe(true);
    const batches = sentBatches();
    for (const batch of batches) expect(fieldBatchSchema.safeParse(batch).success).toBe(true);
    expect(batches.map((batch) => batch.route)).toEqual(['/promotions', '/not-found']);
    expect(batches[0]?.events).toEqual([
      { type: 'view', remote: 'mfe-promo', release: 'unknown' },
      { type: 'failure', remote: 'mfe-promo', kind: 'render', release: 'unknown' },
      { type: 'failure', remote: 'mfe-promo', kind: 'timeout', release: 'unknown' },
    ]);
    expect(batches[1]?.events).toEqual([{ type: 'view', remote: 'shell', release: 'live' }]);
  });

  it('sends nothing when the brand samples no visit', () => {
    startFieldData(config());
    reportView(routeFor('/rng'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
  });
});

describe('how a slot failure counts', () => {
  it('by where the download stopped, render for a throw, nothing for a remote not released', () => {
    expect(fieldFailureOf(new Error('x'))).toBe('render');
    expect(fieldFailureOf(new RemoteLoadError('mfe-lobby', 'unavailable', 'x'))).toBe('entry');
    expect(fieldFailureOf(new RemoteLoadError('mfe-lobby', 'unavailable', 'x', 'chunk'))).toBe(
      'chunk',
    );
    expect(fieldFailureOf(new RemoteLoadError('mfe-lobby', 'incompatible', 'x'))).toBe('entry');
    expect(fieldFailureOf(new RemoteLoadError('mfe-lobby', 'comingSoon', 'x'))).toBeNull();
  });
});
