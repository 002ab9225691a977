/**
 * Formats integer minor units (cents) as money with the brand's currency symbol and two
 * decimals, e.g. 123456 and '$' give '$1,234.56'. Integer arithmetic only, so no float drift.
 */
export const formatMinorUnits = (minorUnits: number, currencySymbol: string): string => {
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minorUnits));
  const whole = Math.floor(absolute / 100);
  const cents = absolute % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbol}${grouped}.${String(cents).padStart(2, '0')}`;
};

/** What the header shows while the balance is hidden. */
export const HIDDEN_BALANCE = '***';
