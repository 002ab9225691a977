import type { PeriodInput } from 'shared-contracts';

/** Saves `csv` as a file named `name` (".csv" added when missing) through a download link. */
export const downloadCsv = (name: string, csv: string): void => {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name.endsWith('.csv') ? name : `${name}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Minor units as a plain decimal for a CSV cell ("-1234.05"): no symbol, no grouping, exact
 * (integer arithmetic), so spreadsheets read it as a number in every locale.
 */
export const csvMoney = (minor: number): string => {
  const absolute = Math.abs(Math.trunc(minor));
  const cents = String(absolute % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${cents}`;
};

/**
 * A period for a CSV cell in ISO days, a machine's format ("2026-11-18 – 2026-11-24", or the one
 * day): the page shows it in the reader's words (formatDays of 'shared-ui/kit').
 */
export const csvPeriod = ({ from, to }: PeriodInput): string =>
  from === to ? from : `${from} – ${to}`;
