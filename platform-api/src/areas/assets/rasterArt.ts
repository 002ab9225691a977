import sharp from 'sharp';

/** Rendered pictures kept, by name: the art of a name never changes. */
const KEPT = 600;

/**
 * The brand's generated art as WebP, 4/3 of its drawn size (a 240 px game picture is 320 px:
 * sharp on a phone's 1.75x screen). A game picture as SVG is a document of its own that the
 * browser styles, lays out and paints on the main thread, 30 to 50 ms each on a throttled
 * phone, while a lobby starts; a WebP is decoded off the main thread (docs/performance.md,
 * session 36). About 8 KB each against 2 KB of compressed SVG.
 */
export const createArtRasterizer = () => {
  const kept = new Map<string, Promise<Buffer>>();
  /** `draw` gives the picture's SVG: called only when the WebP of `key` is not kept. */
  return (key: string, draw: () => string): Promise<Buffer> => {
    const known = kept.get(key);
    if (known) return known;
    const rendered = sharp(Buffer.from(draw()), { density: 96 }).webp({ quality: 80 }).toBuffer();
    kept.set(key, rendered);
    // The oldest goes first (a Map keeps its insertion order); a failure is not kept.
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    rendered.catch(() => kept.delete(key));
    return rendered;
  };
};
