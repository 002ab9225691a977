import { CSV_BOM, csvMoney, downloadCsv, toCsv } from './csv';

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

// jsdom's Blob has no arrayBuffer(): read it as a browser of 2015 would.
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

describe('downloadCsv', () => {
  it('downloads the text as a UTF-8 CSV file under the given name', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('loss-2025-01-01.csv');
      expect(this.href).toBe('blob:report');
    });
    downloadCsv('loss-2025-01-01', `${CSV_BOM}a\r\n`);
    expect(click).toHaveBeenCalledTimes(1);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await readBytes(blobs[0]!));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });
});

describe('csvMoney', () => {
  it('writes minor units as an exact plain decimal', () => {
    expect(csvMoney(123456)).toBe('1234.56');
    expect(csvMoney(-5)).toBe('-0.05');
    expect(csvMoney(0)).toBe('0.00');
    expect(csvMoney(900719925474099)).toBe('9007199254740.99');
  });
});
