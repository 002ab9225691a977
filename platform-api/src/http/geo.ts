/**
 * A small table of address prefixes to countries: enough for the IP-restriction page to show
 * something true for local runs and demos without shipping a GeoIP database.
 */
const PREFIXES: readonly (readonly [string, string])[] = [
  ['127.', 'Local'],
  ['::1', 'Local'],
  ['::ffff:127.', 'Local'],
  ['10.', 'Private network'],
  ['192.168.', 'Private network'],
  ['172.16.', 'Private network'],
  ['27.145.', 'Thailand'],
  ['49.228.', 'Thailand'],
  ['171.96.', 'Thailand'],
  ['14.160.', 'Vietnam'],
  ['113.160.', 'Vietnam'],
  ['36.64.', 'Indonesia'],
  ['110.136.', 'Indonesia'],
  ['177.', 'Brazil'],
  ['189.', 'Brazil'],
  ['8.8.', 'United States'],
  ['1.0.', 'Australia'],
  ['101.', 'China'],
];

const plainIpv4 = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

/** Country name of an address, 'Local' for loopback, 'Unknown' when not in the table. */
export const countryOf = (ip: string): string => {
  if (ip.startsWith('::ffff:127.')) return 'Local';
  const address = plainIpv4(ip);
  return PREFIXES.find(([prefix]) => address.startsWith(prefix))?.[1] ?? 'Unknown';
};

/** The address as shown to the visitor (IPv4-mapped IPv6 unwrapped). */
export const displayIp = (ip: string): string => plainIpv4(ip);
