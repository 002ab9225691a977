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
});
