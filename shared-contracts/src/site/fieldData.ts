import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';

/**
 * Field data (ADR 0030): what players' browsers see of each remote release. The shell batches
 * events and sends them with `navigator.sendBeacon` when the page is hidden; the reference
 * platform stores them per release per minute. Nothing personal: a random id per visit, the
 * route's path (no query), a coarse device class; never a username, token or address.
 */
export const FIELD_DATA_PATH = '/field-data';
/** The most one beacon may carry, in bytes and in events; more is refused (413 / 400). */
export const FIELD_DATA_MAX_BYTES = 16 * 1024;
export const FIELD_DATA_MAX_EVENTS = 50;

/** The metrics a page reports (web-vitals' four, and the first tap the page answered). */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FIRST_TAP'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/** How a remote's slot failed: its entry, a chunk, a render caught by its boundary, its patience. */
export const FIELD_FAILURES = ['entry', 'chunk', 'render', 'timeout'] as const;
export type FieldFailure = (typeof FIELD_FAILURES)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The part of the page an event belongs to: 'shell', or a remote id. */
const partSchema = z.string().check(z.regex(/^(shell|mfe-[a-z0-9-]{1,40})$/));
/** A release id as the release store names it (`<version>-<buildId>`), or 'dev'. */
const releaseSchema = z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,80}$/));

const taggedFields = { remote: partSchema, release: releaseSchema };

/** One event of a batch, tagged with the remote (or the shell) and the release it came from. */
export const fieldEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** The route was shown (a load or a navigation inside the site). */
    z.object({ type: z.literal('view'), ...taggedFields }),
    z.object({
      type: z.literal('vital'),
      ...taggedFields,
      name: z.enum(FIELD_METRICS),
      /** Milliseconds; CLS's unitless score. */
      value: z.number().check(z.gte(0), z.lte(600_000)),
    }),
    z.object({ type: z.literal('failure'), ...taggedFields, kind: z.enum(FIELD_FAILURES) }),
  ]),
);
export type FieldEvent = z.infer<typeof fieldEventSchema>;

/** What one beacon carries. */
export const fieldBatchSchema = lazySchema(() =>
  z.object({
    /** Random per visit (a page load); never stored beyond counting. */
    visit: z.string().check(z.regex(/^[0-9A-Za-z-]{8,40}$/)),
    /** The route's path when the events happened ('/index', '/rng'). */
    route: z.string().check(z.regex(/^\/[0-9A-Za-z/_-]{0,63}$/)),
    device: z.enum(DEVICE_CLASSES),
    events: z.array(fieldEventSchema).check(z.minLength(1), z.maxLength(FIELD_DATA_MAX_EVENTS)),
  }),
);
export type FieldBatch = z.infer<typeof fieldBatchSchema>;

/** One release's figures over a window (the summary a dashboard and `pnpm mfe status` read). */
export interface FieldReleaseSummary {
  remote: string;
  release: string;
  views: number;
  failures: number;
  /** Failures per view, 0 with no views. */
  errorRate: number;
  /** 75th percentiles over the window, null without samples. */
  p75: Record<FieldMetric, number | null>;
}

/** One minute of one release (the series `pnpm mfe health <remote>` prints). */
export interface FieldMinute {
  /** Start of the minute, epoch ms. */
  minute: number;
  release: string;
  views: number;
  failures: number;
  p75Lcp: number | null;
  p75Inp: number | null;
}
