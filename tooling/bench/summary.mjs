// The web targets and the table `pnpm bench:web` ends with (markdown, ready to paste into
// docs/performance.md), plus the comparison with the previous run's JSON.

export const KB = 1024;

/**
 * Each figure of a row, how it is shown, and its target. `appliesTo` says which pages the target
 * is for (the ratio to the floor and the JavaScript goal are the home page's; the others every
 * measured page's); a figure without a target is shown without a mark.
 */
export const FIGURES = [
  {
    key: 'score',
    heading: 'perf',
    target: '≥ 95',
    format: (v) => String(Math.round(v)),
    pass: (v) => v >= 95,
    appliesTo: (row) => !row.floor,
  },
  { key: 'fcp', heading: 'FCP', format: (v) => `${(v / 1000).toFixed(1)} s` },
  {
    key: 'lcp',
    heading: 'LCP',
    target: '≤ 1.5 s',
    format: (v) => `${(v / 1000).toFixed(1)} s`,
    pass: (v) => v <= 1500,
    appliesTo: (row) => !row.floor,
  },
  {
    key: 'tbt',
    heading: 'TBT',
    target: '≤ 150 ms',
    format: (v) => `${Math.round(v)} ms`,
    pass: (v) => v <= 150,
    appliesTo: (row) => !row.floor,
  },
  {
    key: 'cls',
    heading: 'CLS',
    target: '≤ 0.02',
    format: (v) => v.toFixed(3),
    pass: (v) => v <= 0.02,
    appliesTo: (row) => !row.floor,
  },
  {
    key: 'ratio',
    heading: 'LCP / floor',
    target: '≤ 1.2, /index',
    format: (v) => v.toFixed(2),
    pass: (v) => v <= 1.2,
    appliesTo: (row) => !row.floor && row.page === '/index',
  },
  {
    key: 'js',
    heading: 'JS before interactive, gzip',
    target: '≤ 200 KB, /index',
    format: (v) => `${(v / KB).toFixed(1)} KB`,
    pass: (v) => v <= 200 * KB,
    appliesTo: (row) => !row.floor && row.page === '/index',
  },
];

/**
 * A cell: the value shown, with ✓ or ✗ when the figure has a target for this row; '-' when the
 * figure was not measured.
 * @returns {{ text: string, pass: boolean | null }}
 */
export const cellOf = (figure, row) => {
  const value = row[figure.key];
  if (value === undefined || value === null || !Number.isFinite(value))
    return { text: '-', pass: null };
  const judged = figure.pass && (figure.appliesTo?.(row) ?? true);
  if (!judged) return { text: figure.format(value), pass: null };
  const pass = figure.pass(value);
  return { text: `${figure.format(value)} ${pass ? '✓' : '✗'}`, pass };
};

/**
 * The summary table, markdown. `rows`: `{ page, floor?, score, fcp, lcp, tbt, cls, ratio, js }`
 * (times in ms, `js` in bytes); the floor's row is labelled as the static copy of its page.
 */
export const markdownTable = (rows) => {
  const headings = [
    'page',
    ...FIGURES.map((figure) =>
      figure.target ? `${figure.heading} (${figure.target})` : figure.heading,
    ),
  ];
  const lines = rows.map((row) => [
    row.floor ? `${row.page} static copy (floor)` : row.page,
    ...FIGURES.map((figure) => cellOf(figure, row).text),
  ]);
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [format(headings), rule, ...lines.map(format)].join('\n');
};

/** How many of the targets that apply were met, over all rows: `{ met, of, failed: [...] }`. */
export const verdict = (rows) => {
  const failed = [];
  let of = 0;
  for (const row of rows)
    for (const figure of FIGURES) {
      const { pass } = cellOf(figure, row);
      if (pass === null) continue;
      of += 1;
      if (!pass) failed.push(`${row.page} ${figure.heading}`);
    }
  return { met: of - failed.length, of, failed };
};

/**
 * One line per page measured both times: each figure's previous value → this run's. Rows are
 * matched by page and floor flag; pages only one run has are left out.
 */
export const compareRows = (previous, current) =>
  current
    .map((row) => {
      const before = previous.find((p) => p.page === row.page && !p.floor === !row.floor);
      if (!before) return null;
      const changes = FIGURES.filter(
        (figure) => Number.isFinite(before[figure.key]) && Number.isFinite(row[figure.key]),
      ).map(
        (figure) =>
          `${figure.heading} ${figure.format(before[figure.key])} → ${figure.format(row[figure.key])}`,
      );
      return `${row.floor ? `${row.page} (floor)` : row.page}: ${changes.join(', ')}`;
    })
    .filter(Boolean);
