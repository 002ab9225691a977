import type { Brand } from '../../brand';

/** The brand's installed-app icons (rendered from its mark by tooling/scripts/brandIcons.mjs). */
export const APP_ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;

/** Colours of the installed app when the brand names none: the site's dark theme (its default). */
export const DEFAULT_APP_COLORS = { theme: '#0b0e24', background: '#0b0e24' } as const;

/** Where the site links the manifest and where its icons are (same origin: manifest-src 'self'). */
export const BRAND_PATH = '/assets/brand';

/**
 * The web app manifest (ADR 0028): the brand's name, colours and icons, opening the home page
 * in a window of its own. Its scope is the whole site although it lives under /assets/brand/.
 */
export const webAppManifest = (brand: Pick<Brand, 'brandName' | 'appColors'>) => {
  const colors = brand.appColors ?? DEFAULT_APP_COLORS;
  return {
    id: '/',
    name: brand.brandName,
    short_name: brand.brandName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: APP_ICONS.map(({ file, sizes, purpose }) => ({
      src: `${BRAND_PATH}/${file}`,
      sizes,
      type: 'image/png',
      purpose,
    })),
  };
};
