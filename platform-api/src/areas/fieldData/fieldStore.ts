import {
  FIELD_METRICS,
  type FieldBatch,
  type FieldMetric,
  type FieldMinute,
  type FieldReleaseSummary,
} from 'shared-contracts';

import type { Db } from '../../db/database';

const MINUTE_MS = 60_000;
/** How long field data is kept (a retention period, ADR 0030); older minutes are deleted. */
export const FIELD_RETENTION_MS = 7 * 24 * 60 * MINUTE_MS;

/** The start of the minute `at` falls in. */
export const minuteOf = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;

const FAILURE_COLUMNS = {
  entry: 'entry_failures',
  chunk: 'chunk_failures',
  render: 'render_failures',
  timeout: 'timeouts',
} as const;
const FAILURES_SUM = 'entry_failures + chunk_failures + render_failures + timeouts';

/**
 * The 75th percentile of each metric by nearest rank (the value at rank ceil(0.75 n)), per
 * `groups` (a column list, metric added), computed in SQL over the rows `where` selects.
 */
const p75Sql = (groups: string, where: string) => `
  SELECT ${groups}, metric, value FROM (
    SELECT ${groups}, metric, value,
      ROW_NUMBER() OVER (PARTITION BY ${groups}, metric ORDER BY value) AS rank,
      COUNT(*) OVER (PARTITION BY ${groups}, metric) AS n
    FROM field_vitals WHERE ${where}
  ) WHERE rank = (3 * n + 3) / 4`;

/** Views and failures per `groups` (a column list) of the rows `where` selects. */
const countsSql = (groups: string, where: string) =>
  `SELECT ${groups}, SUM(views) AS views, SUM(${FAILURES_SUM}) AS failures
   FROM field_minutes WHERE ${where} GROUP BY ${groups} ORDER BY ${groups}`;

/** A window of every remote, or of one (`@remote` null or a remote id). */
const WINDOW = 'minute >= @since AND (@remote IS NULL OR remote = @remote)';
/** One remote's window. */
const REMOTE_WINDOW = 'remote = @remote AND minute >= @since';

/** Field data in the platform's database: beacons in, per-release figures out. */
export const createFieldStore = (db: Db) => {
  const addView = db.prepare(
    `INSERT INTO field_minutes (remote, release, minute, route, device, views)
     VALUES (@remote, @release, @minute, @route, @device, 1)
     ON CONFLICT (remote, release, minute, route, device) DO UPDATE SET views = views + 1`,
  );
  const addFailure = Object.fromEntries(
    Object.entries(FAILURE_COLUMNS).map(([kind, column]) => [
      kind,
      db.prepare(
        `INSERT INTO field_minutes (remote, release, minute, route, device, ${column})
         VALUES (@remote, @release, @minute, @route, @device, 1)
         ON CONFLICT (remote, release, minute, route, device) DO UPDATE SET ${column} = ${column} + 1`,
      ),
    ]),
  ) as Record<keyof typeof FAILURE_COLUMNS, ReturnType<Db['prepare']>>;
  const addVital = db.prepare(
    `INSERT INTO field_vitals (remote, release, minute, route, device, metric, value)
     VALUES (@remote, @release, @minute, @route, @device, @metric, @value)`,
  );
  const counts = db.prepare(countsSql('remote, release', WINDOW));
  const p75 = db.prepare(p75Sql('remote, release', WINDOW));
  const minuteCounts = db.prepare(countsSql('minute, release', REMOTE_WINDOW));
  const minuteP75 = db.prepare(
    p75Sql('minute, release', `${REMOTE_WINDOW} AND metric IN ('LCP', 'INP')`),
  );
  const forgetMinutes = db.prepare('DELETE FROM field_minutes WHERE minute < ?');
  const forgetVitals = db.prepare('DELETE FROM field_vitals WHERE minute < ?');

  const record = db.transaction((batch: FieldBatch, now: number) => {
    const where = { minute: minuteOf(now), route: batch.route, device: batch.device };
    for (const event of batch.events) {
      const tags = { ...where, remote: event.remote, release: event.release };
      if (event.type === 'view') addView.run(tags);
      else if (event.type === 'failure') addFailure[event.kind].run(tags);
      else addVital.run({ ...tags, metric: event.name, value: event.value });
    }
  });

  return {
    /** Stores one validated beacon's events in the minute of `now`. */
    record(batch: FieldBatch, now: number): void {
      record(batch, now);
    },

    /** Per release (of `remote`, or every remote) over the `windowMs` before `now`. */
    summary(now: number, windowMs: number, remote: string | null = null): FieldReleaseSummary[] {
      const since = minuteOf(now - windowMs);
      const figures = new Map<string, Record<FieldMetric, number | null>>();
      const keyOf = (row: { remote: string; release: string }) => `${row.remote} ${row.release}`;
      const emptyFigures = () =>
        Object.fromEntries(FIELD_METRICS.map((metric) => [metric, null])) as Record<
          FieldMetric,
          number | null
        >;
      for (const row of p75.all({ since, remote }) as {
        remote: string;
        release: string;
        metric: FieldMetric;
        value: number;
      }[]) {
        const entry = figures.get(keyOf(row)) ?? emptyFigures();
        entry[row.metric] = row.value;
        figures.set(keyOf(row), entry);
      }
      return (
        counts.all({ since, remote }) as {
          remote: string;
          release: string;
          views: number;
          failures: number;
        }[]
      ).map((row) => ({
        ...row,
        errorRate: row.views > 0 ? row.failures / row.views : 0,
        p75: figures.get(keyOf(row)) ?? emptyFigures(),
      }));
    },

    /** One remote's minutes over the `windowMs` before `now`, per release. */
    series(remote: string, now: number, windowMs: number): FieldMinute[] {
      const since = minuteOf(now - windowMs);
      const vitals = new Map<string, { LCP?: number; INP?: number }>();
      for (const row of minuteP75.all({ remote, since }) as {
        minute: number;
        release: string;
        metric: 'LCP' | 'INP';
        value: number;
      }[]) {
        const key = `${row.minute} ${row.release}`;
        vitals.set(key, { ...vitals.get(key), [row.metric]: row.value });
      }
      return (
        minuteCounts.all({ remote, since }) as {
          minute: number;
          release: string;
          views: number;
          failures: number;
        }[]
      ).map((row) => {
        const found = vitals.get(`${row.minute} ${row.release}`);
        return { ...row, p75Lcp: found?.LCP ?? null, p75Inp: found?.INP ?? null };
      });
    },

    /** Deletes what is older than the retention period; answers how many rows went. */
    forget(now: number): number {
      const before = minuteOf(now - FIELD_RETENTION_MS);
      return forgetMinutes.run(before).changes + forgetVitals.run(before).changes;
    },
  };
};
export type FieldStore = ReturnType<typeof createFieldStore>;
