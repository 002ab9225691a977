import { CSV_BOM } from 'shared-ui/reports';

import { csvMoney, csvPeriod, downloadCsv } from './csv';

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

describe('csvPeriod', () => {
  it('writes a period in ISO days, one day alone', () => {
    expect(csvPeriod({ from: '2026-11-18', to: '2026-11-24' })).toBe('2026-11-18 – 2026-11-24');
    expect(csvPeriod({ from: '2026-12-03', to: '2026-12-03' })).toBe('2026-12-03');
  });
});
