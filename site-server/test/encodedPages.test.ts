import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { createEncodedPages, encodingFor } from '../src/encodedPages';

describe('compressed copies of cached pages', () => {
  it('chooses brotli, then gzip, honouring a refusal', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, br;q=0')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it('compresses a page once per encoding, however many ask', async () => {
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
});
