import {
  FIELD_DATA_PATH,
  type FieldMetric,
  type RemoteId,
  type SiteConfig,
} from 'shared-contracts';

import { fieldFailureOf } from '../remotes/errors';
import { liveReleaseOf } from '../remotes/registry';
import type { SiteRoute } from '../routing/routes';
import { HYDRATED_EVENT } from '../ssr/earlyClicks';
import { createFieldReporter, deviceClassOf, type FieldReporter } from './fieldReporter';

/**
 * The page's field data (ADR 0030): page views per route, the slots' failures and the
 * load's Core Web Vitals and first tap, each tagged with the remote (or the shell) and its live
 * release, sent with `navigator.sendBeacon` when the page is hidden. Nothing is queued before
 * `startFieldData`, nor for a visit outside the brand's sample.
 */
let reporter: FieldReporter | null = null;
/** The route the page was loaded on: the load's vitals belong to its part. */
let landing: { route: string; part: string } | null = null;
/** The route shown now: a slot's failure happened on it. */
let current: string | null = null;
/** When the server's HTML became the application's (ms since the navigation), if it did. */
let hydratedAt: number | null = null;

/** The release the shell reports for itself (remotes report the registry's). */
const SHELL_RELEASE = 'live';

const partOf = (route: SiteRoute) =>
  route.content.kind === 'remote' ? route.content.remote : 'shell';
/** A route's path as reported: the route's own (never the address with its query or ids). */
const pathOf = (route: SiteRoute) => (route.path === '*' ? '/not-found' : route.path);

const releaseOf = (part: string) =>
  part === 'shell' ? SHELL_RELEASE : (liveReleaseOf(part as RemoteId) ?? 'unknown');

/** Starts reporting for this visit, with the brand's sample (`fieldDataSample`, percent). */
export const startFieldData = (config: SiteConfig, view: Window = window): void => {
  if (reporter) return;
  const coarse = view.matchMedia?.('(pointer: coarse)').matches ?? false;
  reporter = createFieldReporter({
    sample: config.fieldDataSample ?? 0,
    device: deviceClassOf(view.innerWidth, coarse),
    releaseOf,
    send: (batch) => view.navigator.sendBeacon?.(FIELD_DATA_PATH, JSON.stringify(batch)) ?? false,
  });
  if (!reporter.sampled) return;
  view.addEventListener(HYDRATED_EVENT, () => (hydratedAt = view.performance.now()), {
    once: true,
  });
  const flush = () => reporter?.flush();
  view.addEventListener('pagehide', flush);
  view.document.addEventListener('visibilitychange', () => {
    if (view.document.visibilityState === 'hidden') flush();
  });
};

/** A route was shown (the load's, or a navigation inside the site). */
export const reportView = (route: SiteRoute): void => {
  const part = partOf(route);
  const path = pathOf(route);
  landing ??= { route: path, part };
  current = path;
  reporter?.add(path, { type: 'view', remote: part });
};

/** A remote's slot failed on the route shown (its download, a chunk, its render or its patience). */
export const reportSlotFailure = (remote: RemoteId, error: unknown): void => {
  const kind = fieldFailureOf(error);
  if (!kind || !reporter) return;
  reporter.add(current ?? '/index', { type: 'failure', remote, kind });
};

/** A metric of the load, tagged with the landing route's part. */
const reportVital = (name: FieldMetric, value: number): void => {
  if (!landing || !reporter || !Number.isFinite(value) || value < 0) return;
  reporter.add(landing.route, {
    type: 'vital',
    remote: landing.part,
    name,
    value: Math.round(name === 'CLS' ? value * 1000 : value) / (name === 'CLS' ? 1000 : 1),
  });
};

/**
 * The first tap answered, in ms since the navigation: the first input's handlers done, or, for
 * a tap the page held before the application ran (the boot script presses it once hydrated),
 * the moment the page hydrated.
 */
const observeFirstTap = () => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    observer.disconnect();
    const held = hydratedAt !== null && entry.startTime < hydratedAt;
    reportVital(
      'FIRST_TAP',
      held ? Math.max(entry.processingEnd, hydratedAt ?? 0) : entry.processingEnd,
    );
  });
  observer.observe({ type: 'first-input', buffered: true });
};

/**
 * Loads web-vitals (its own chunk, after the page is interactive) and reports the load's LCP,
 * CLS, TTFB and INP, and the first tap. Nothing for a visit outside the sample.
 */
export const startFieldVitals = async (): Promise<void> => {
  if (!reporter?.sampled) return;
  if (typeof PerformanceObserver !== 'undefined') observeFirstTap();
  const { onCLS, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals'
  );
  onLCP((metric) => reportVital('LCP', metric.value));
  onCLS((metric) => reportVital('CLS', metric.value));
  onTTFB((metric) => reportVital('TTFB', metric.value));
  onINP((metric) => reportVital('INP', metric.value));
};

/** Forgets the reporter (tests). */
export const resetFieldData = (): void => {
  reporter = null;
  landing = null;
  current = null;
  hydratedAt = null;
};
