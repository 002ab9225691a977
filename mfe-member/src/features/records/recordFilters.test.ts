import {
  readBetFilters,
  readTransactionFilters,
  writeBetFilters,
  writeTransactionFilters,
} from './recordFilters';
import { defaultPeriod } from './urlFilters';

const TODAY = '2026-03-15';
const params = (search: string) => new URLSearchParams(search);

describe('betting record filters in the URL', () => {
  it('opens on the last 7 report days, every category, vendor and status, page 1', () => {
    expect(readBetFilters(params('mc=personalHistoryCopy'), TODAY)).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
      category: undefined,
      vendorCode: undefined,
      status: undefined,
      pageNo: 1,
    });
    expect(defaultPeriod('2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('reads every filter it wrote', () => {
    const filters = {
      from: '2026-02-01',
      to: '2026-02-28',
      category: 'LIVE' as const,
      vendorCode: 'EVO',
      status: 'cancelled' as const,
      pageNo: 3,
    };
    const written = writeBetFilters(params('mc=personalHistoryCopy'), filters);
    expect(written.toString()).toBe(
      'mc=personalHistoryCopy&betFrom=2026-02-01&betTo=2026-02-28&betCategory=LIVE&betVendor=EVO&betStatus=cancelled&betPage=3',
    );
    expect(readBetFilters(written, TODAY)).toEqual(filters);
  });

  it('keeps the other parameters (the page, the lobby filters) and drops cleared filters', () => {
    const previous = params('vassalage=EVO&mc=personalHistoryCopy&betCategory=LIVE&betPage=4');
    const written = writeBetFilters(previous, { from: '2026-03-01', to: '2026-03-02', pageNo: 1 });
    expect(written.get('vassalage')).toBe('EVO');
    expect(written.get('mc')).toBe('personalHistoryCopy');
    expect(written.has('betCategory')).toBe(false);
    expect(written.has('betPage')).toBe(false);
  });

  it('drops malformed values instead of sending them', () => {
    const filters = readBetFilters(
      params(
        'betFrom=2026-02-30&betTo=2026-03-01&betCategory=CASINO&betVendor=<script>&betStatus=won&betPage=0',
      ),
      TODAY,
    );
    expect(filters).toEqual({ ...defaultPeriod(TODAY), pageNo: 1 });
    expect(readBetFilters(params('betPage=-2'), TODAY).pageNo).toBe(1);
    expect(readBetFilters(params('betPage=9999999'), TODAY).pageNo).toBe(1);
  });

  it('falls back to the default period for a reversed or too long period', () => {
    expect(readBetFilters(params('betFrom=2026-03-10&betTo=2026-03-01'), TODAY)).toMatchObject(
      defaultPeriod(TODAY),
    );
    // 93 days: one more than the platform takes.
    expect(readBetFilters(params('betFrom=2025-12-01&betTo=2026-03-03'), TODAY)).toMatchObject(
      defaultPeriod(TODAY),
    );
    expect(readBetFilters(params('betFrom=2025-12-02&betTo=2026-03-03'), TODAY)).toMatchObject({
      from: '2025-12-02',
      to: '2026-03-03',
    });
  });
});

describe('account record filters in the URL', () => {
  it('round-trips the period, the kind and the page under their own names', () => {
    const filters = { from: '2026-03-01', to: '2026-03-15', kind: 'bonus' as const, pageNo: 2 };
    const written = writeTransactionFilters(
      params('mc=transactionHistory&betCategory=LIVE'),
      filters,
    );
    expect(written.toString()).toBe(
      'mc=transactionHistory&betCategory=LIVE&txFrom=2026-03-01&txTo=2026-03-15&txKind=bonus&txPage=2',
    );
    expect(readTransactionFilters(written, TODAY)).toEqual(filters);
  });

  it('drops an unknown kind', () => {
    expect(readTransactionFilters(params('txKind=transfer'), TODAY).kind).toBeUndefined();
  });
});
