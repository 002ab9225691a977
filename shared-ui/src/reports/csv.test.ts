import { CSV_BOM, toCsv } from './csv';

interface Row {
  name: string;
  amount: number;
  note: string | null;
}

const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => row.amount },
  { header: 'Note', value: (row: Row) => row.note },
];

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends lines with CRLF', () => {
    const csv = toCsv(columns, [{ name: 'สมชาย', amount: 12.5, note: null }]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Name,Amount,Note\r\nสมชาย,12.5,\r\n`);
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv(columns, [{ name: 'Li, "Wei"', amount: -3, note: 'two\nlines' }]);
    expect(csv.split('\r\n')[1]).toBe('"Li, ""Wei""",-3,"two\nlines"');
  });

  it('defuses texts a spreadsheet would run as formulas, but keeps negative numbers', () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("x")', amount: -42, note: '@sum' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-42,'@sum`);
    const figures = toCsv(columns, [{ name: '-1+2', amount: 0, note: '-750.00' }]);
    expect(figures.split('\r\n')[1]).toBe(`'-1+2,0,-750.00`);
  });

  it('writes only the header line for no rows', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}Name,Amount,Note\r\n`);
  });
});
