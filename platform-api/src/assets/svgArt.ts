import { createHash } from 'node:crypto';

/** Sizes of the generated images, by what they show. */
export const ART_SIZES = {
  game: [240, 240],
  vendor: [96, 96],
  banner: [1200, 360],
  promotion: [640, 320],
  payment: [120, 48],
  partner: [160, 64],
  logo: [220, 56],
  badge: [160, 64],
} as const;
export type ArtKind = keyof typeof ART_SIZES;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A hue derived from the key: the same asset always has the same colours. */
const hueOf = (key: string) => createHash('sha256').update(key).digest().readUInt16BE(0) % 360;

const initials = (text: string) =>
  text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * Draws a deterministic SVG for an image of the brand: a two-colour gradient from the key's
 * hash, a shape, and the label. Every image the platform names is generated here, so the site
 * looks complete without shipping binary art.
 */
export const renderArt = (
  kind: ArtKind,
  key: string,
  label: string,
  variant: 'dark' | 'light' = 'dark',
): string => {
  const [width, height] = ART_SIZES[kind];
  const hue = hueOf(`${kind}:${key}`);
  const light = variant === 'light';
  const from = light ? `hsl(${hue} 70% 92%)` : `hsl(${hue} 65% 38%)`;
  const to = light ? `hsl(${(hue + 40) % 360} 70% 80%)` : `hsl(${(hue + 40) % 360} 70% 22%)`;
  const ink = light ? '#1f1f2e' : '#ffffff';
  const text = escapeXml(kind === 'vendor' ? initials(label) : label);
  const fontSize =
    kind === 'banner'
      ? 56
      : kind === 'vendor'
        ? 34
        : kind === 'game'
          ? 22
          : kind === 'promotion'
            ? 30
            : 16;
  const decoration =
    kind === 'game' || kind === 'banner' || kind === 'promotion'
      ? `<circle cx="${width * 0.82}" cy="${height * 0.25}" r="${Math.min(width, height) * 0.28}" fill="hsl(${(hue + 180) % 360} 80% 60%)" opacity="0.35"/>` +
        `<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.4}" height="${height * 0.06}" rx="${height * 0.03}" fill="${ink}" opacity="0.25"/>`
      : '';
  const radius = kind === 'vendor' ? width / 2 : 12;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#g)"/>`,
    decoration,
    `<text x="50%" y="${kind === 'game' ? '80%' : '50%'}" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${text}</text>`,
    '</svg>',
  ].join('');
};
