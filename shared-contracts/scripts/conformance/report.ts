import type { Check, EndpointResult } from './verify';

const COLUMNS = ['valid', 'malformed', 'auth', 'idempotency'] as const;
const MARK: Record<Check['outcome'], string> = {
  passed: 'ok',
  failed: 'FAIL',
  'not exercised': 'skip',
  'n/a': '-',
};

/** An endpoint failed when one of its checks did; passed when every exercised check passed. */
export const outcomeOf = (result: EndpointResult): 'passed' | 'failed' | 'not exercised' => {
  const checks = COLUMNS.map((column) => result[column]);
  if (checks.some((check) => check.outcome === 'failed')) return 'failed';
  if (checks.every((check) => check.outcome !== 'passed')) return 'not exercised';
  return 'passed';
};

/** The first difference (a failure) or the reason a check was not exercised. */
const noteOf = (result: EndpointResult): string => {
  const failed = COLUMNS.find((column) => result[column].outcome === 'failed');
  if (failed) return `${failed}: ${result[failed].note}`;
  const skipped = COLUMNS.filter((column) => result[column].outcome === 'not exercised');
  return skipped.map((column) => `${column} not exercised: ${result[column].note}`).join('; ');
};

/** The table the kit prints: one line per endpoint, failures first, then a count. */
export const formatReport = (results: readonly EndpointResult[]): string => {
  const order = { failed: 0, passed: 1, 'not exercised': 2 };
  const rows = [...results]
    .sort(
      (a, b) => order[outcomeOf(a)] - order[outcomeOf(b)] || a.endpoint.localeCompare(b.endpoint),
    )
    .map((result) => [
      outcomeOf(result),
      result.endpoint,
      ...COLUMNS.map((column) => MARK[result[column].outcome]),
      noteOf(result),
    ]);
  const header = ['result', 'endpoint', ...COLUMNS, 'first difference / not exercised because'];
  const widths = header.map((title, i) =>
    i === header.length - 1 ? 0 : Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (widths[i] ? cell.padEnd(widths[i]!) : cell))
      .join('  ')
      .trimEnd();
  const count = (outcome: string) => results.filter((r) => outcomeOf(r) === outcome).length;
  return [
    line(header),
    ...rows.map(line),
    '',
    `${results.length} endpoints: ${count('passed')} passed, ${count('failed')} failed, ${count('not exercised')} not exercised`,
  ].join('\n');
};
