import type { Banner } from 'shared-contracts';

import { isWebUrl } from '../sideMenu/customerServiceUrl';

/** Where a banner click goes: a route of the site, an external page, or nowhere. */
export type BannerTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'none' };

/**
 * Linkage type 1 navigates inside the site, 2 opens a new tab, 0 is not clickable. A link
 * that does not fit its type (a protocol-relative "route", a script URL) is not followed.
 */
export const bannerTarget = (banner: Pick<Banner, 'linkageType' | 'link'>): BannerTarget => {
  const { link } = banner;
  if (!link) return { kind: 'none' };
  if (banner.linkageType === 1 && link.startsWith('/') && !link.startsWith('//')) {
    return { kind: 'route', to: link };
  }
  if (banner.linkageType === 2 && isWebUrl(link)) return { kind: 'external', href: link };
  return { kind: 'none' };
};
