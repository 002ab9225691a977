// What players' browsers saw of each release (ADR 0030): `pnpm mfe status` and `pnpm mfe health`
// read the platform's field data (GET /admin/field-data[/series], the platform's ADMIN_TOKEN) and
// print it beside the release store's records.

/** The platform's admin origin and token: API_ORIGIN, else the one `pnpm start` recorded. */
export const fieldSource = (env, ledger) => {
  const apiOrigin = env.API_ORIGIN || ledger.apiOrigin || null;
  const adminToken = env.ADMIN_TOKEN || null;
  return apiOrigin && adminToken ? { apiOrigin, adminToken } : null;
};

/** Why there are no figures, said once under the releases. */
export const NO_FIELD_SOURCE =
  "field data: set ADMIN_TOKEN (the platform's) and API_ORIGIN (if `pnpm start` did not record it) to see each release's views, error rate and p75 LCP and INP";

const read = async ({ apiOrigin, adminToken }, pathAndQuery) => {
  const response = await fetch(`${apiOrigin}${pathAndQuery}`, {
    headers: { 'x-admin-token': adminToken },
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.success)
    throw new Error(`${pathAndQuery} answered ${response.status} ${body?.message ?? ''}`.trim());
  return body.value;
};

/** Each release's figures over the last `minutes`, keyed `<remote> <release>`. */
export const fetchFieldSummary = async (source, minutes = 60) => {
  const { releases } = await read(source, `/admin/field-data?minutes=${minutes}`);
  return new Map(releases.map((row) => [`${row.remote} ${row.release}`, row]));
};

/** One remote's minutes over the last `minutes`. */
export const fetchFieldSeries = async (source, remote, minutes = 60) =>
  (
    await read(
      source,
      `/admin/field-data/series?remote=${encodeURIComponent(remote)}&minutes=${minutes}`,
    )
  ).series;

const ms = (value) => (value == null ? '-' : `${Math.round(value)} ms`);
const percent = (rate) => `${(rate * 100).toFixed(1)} %`;

/** A release's figures on one line, or that it had no views. */
export const figuresLine = (row) =>
  row
    ? `${row.views} views, errors ${percent(row.errorRate)} (${row.failures}), p75 LCP ${ms(row.p75.LCP)}, INP ${ms(row.p75.INP)}`
    : 'no views';

/** The minute-by-minute series, one line per minute and release, times in UTC. */
export const seriesLines = (series) =>
  series.length === 0
    ? ['no field data in this window']
    : series.map(
        (row) =>
          `${new Date(row.minute).toISOString().slice(11, 16)}  ${row.release.padEnd(24)} ` +
          `${String(row.views).padStart(5)} views  ${String(row.failures).padStart(4)} failures  ` +
          `p75 LCP ${ms(row.p75Lcp).padStart(8)}  INP ${ms(row.p75Inp).padStart(7)}`,
      );
