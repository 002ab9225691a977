import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { createEncodedPages, encodingFor, pageBytes } from '../src/encodedPages';

describe('compressed copies of cached pages', () => {
  it('chooses brotli, then gzip, honouring a refusal', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, br;q=0')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it('gives concurrent requests for a page one copy per encoding', async () => {
    const copyOf = createEncodedPages();
    const page = { html: '<p>home</p>'.repeat(200) };
    const [first, second] = await Promise.all([
      copyOf(page, page.html, 'br'),
      copyOf(page, page.html, 'br'),
    ]);
    expect(second).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(page.html);
    expect(gunzipSync(await copyOf(page, page.html, 'gzip')).toString()).toBe(page.html);
  });

  it('makes the best copy once a page is asked for again, and sends it from then on', async () => {
    const copyOf = createEncodedPages();
    const html = Array.from(
      { length: 3000 },
      (_, i) => `<li class="game">${i % 97} Lotus</li>`,
    ).join('');
    const page = { html };
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const quick = await copyOf(page, html, encoding);
      // The second request still gets the quick copy: the best one is being made.
      expect(await copyOf(page, html, encoding)).toBe(quick);
      let best = quick;
      for (let attempt = 0; attempt < 200 && best === quick; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        best = await copyOf(page, html, encoding);
      }
      expect(best).not.toBe(quick);
      expect(best.length).toBeLessThan(quick.length);
      expect(decode(quick).toString()).toBe(html);
      expect(decode(best).toString()).toBe(html);
      expect(await copyOf(page, html, encoding)).toBe(best);
    }
  });

  it("sizes brotli's window to the page: a page larger than the smallest window comes back whole", async () => {
    const copyOf = createEncodedPages();
    // 300 KB that does not repeat within 64 KB: a window too small would still decode, so the
    // check is the round trip of every byte, in Thai as well (two-byte characters).
    const html = Array.from({ length: 6000 }, (_, i) => `<li>${i} ภาษาไทย ${i * 7919}</li>`).join(
      '',
    );
    const page = { html };
    expect(brotliDecompressSync(await copyOf(page, html, 'br')).toString()).toBe(html);
  });

  it("encodes a page given in parts as the whole page's bytes, and compresses it", async () => {
    const parts = ['<!doctype html><html><body><div id="root">', 'ภาษาไทย · Tiếng Việt', '</div>'];
    expect(pageBytes(parts)).toEqual(Buffer.from(parts.join('')));
    const copy = await createEncodedPages()({}, parts, 'br');
    expect(brotliDecompressSync(copy).toString()).toBe(parts.join(''));
  });
});
