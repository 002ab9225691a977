/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * The byte order mark that tells spreadsheet programs (Excel above all) the file is UTF-8, so
 * Thai, Chinese and Vietnamese names read right.
 */
export const CSV_BOM = '\uFEFF';

const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** A cell as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A text starting like a formula would run as one in a spreadsheet (CSV injection); a plain
  // signed number ("-750.00", from csvMoney) is a figure, not a formula.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The CSV text of `rows` under `columns`: BOM, header line, one line per row, CRLF endings. */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  CSV_BOM +
  [
    columns.map((column) => cell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ].join('\r\n') +
  '\r\n';
