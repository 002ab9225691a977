import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** The encoding a request accepts, brotli first (a `q=0` refuses one); null: none. */
export const encodingFor = (acceptEncoding: string | undefined): PageEncoding | null => {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
};

/** Brotli's smallest and largest window (log2 of its bytes). */
const WINDOW_BITS = { min: 16, max: 24 } as const;

/**
 * How hard a copy is compressed. A page's first copy is quick: most pages rendered for a new key
 * (a query of their own, a crawler's address) are never asked for again, and on /index brotli
 * at quality 3 takes 0.3 ms for 13 % more bytes than quality 5's 1.05 ms. A page asked for again
 * is compressed at the best effort once, and its later requests get that copy.
 */
type Effort = 'quick' | 'best';

/**
 * Brotli for a page: a window just large enough for the page (the default 4 MB costs the
 * encoder's set-up more than a 100 KB page's compression), quality 3 or 5 (within half a percent
 * of 6's size on /index for a fifth less processor).
 */
const brotliOptions = (bytes: number, effort: Effort) => {
  const windowBits = Math.min(
    WINDOW_BITS.max,
    Math.max(WINDOW_BITS.min, Math.ceil(Math.log2(bytes + 1))),
  );
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort === 'quick' ? 3 : 5,
      [constants.BROTLI_PARAM_LGWIN]: windowBits,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
};

/**
 * A page's UTF-8 bytes, from its parts when the render gives them: the whole page as one string
 * is often over V8's large-object size, and flattening it to encode it costs about a millisecond
 * on these machines (docs/performance.md, session 28).
 */
export const pageBytes = (html: string | readonly string[]): Buffer =>
  typeof html === 'string'
    ? Buffer.from(html)
    : Buffer.concat(html.map((part) => Buffer.from(part)));

const compress = (
  html: string | readonly string[],
  encoding: PageEncoding,
  effort: Effort,
): Promise<Buffer> => {
  // Encoded once: the page's text holds two-byte characters (the language menu's Thai), so
  // measuring it and encoding it again for the compressor would each scan all of it.
  const bytes = pageBytes(html);
  return encoding === 'br'
    ? brotli(bytes, brotliOptions(bytes.length, effort))
    : gzipped(bytes, { level: effort === 'quick' ? 1 : 6 });
};

/** A page's copies in one encoding: the quick one, and the best once it is made. */
interface Copies {
  quick: Promise<Buffer>;
  best?: Buffer;
  upgrading?: boolean;
}

/**
 * The compressed copies of a cached page, made per page and encoding (concurrent requests share
 * the work): a page served a thousand times from the cache is compressed twice (quick, then
 * best), not per request as @fastify/compress would. Kept as long as the page object lives.
 */
export const createEncodedPages = () => {
  const copies = new WeakMap<object, Partial<Record<PageEncoding, Copies>>>();
  return async (
    page: object,
    html: string | readonly string[],
    encoding: PageEncoding,
  ): Promise<Buffer> => {
    let known = copies.get(page);
    if (!known) {
      known = {};
      copies.set(page, known);
    }
    const copy = known[encoding];
    if (!copy) {
      const quick = compress(html, encoding, 'quick');
      known[encoding] = { quick };
      return quick;
    }
    if (!copy.upgrading) {
      // Asked for again: the best copy is made meanwhile and replaces the quick one once done
      // (a failure leaves the quick one).
      copy.upgrading = true;
      compress(html, encoding, 'best').then(
        (best) => {
          copy.best = best;
        },
        () => undefined,
      );
    }
    return copy.best ?? copy.quick;
  };
};
