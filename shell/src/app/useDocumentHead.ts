import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useAssetUrl } from '../api/assetUrl';
import { useWhitelabel } from '../api/whitelabel';
import { pageTitleKey } from '../routing/pageTitles';
import type { SiteRoute } from '../routing/routes';

/** Puts (or moves) the `<link rel="icon">` of one type in the document head. */
const setIcon = (type: string, href: string, sizes?: string) => {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="icon"][type="${type}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.type = type;
    if (sizes) link.setAttribute('sizes', sizes);
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
};

/** The document title of a route: "Slots · Lucky Lotus", the page or the brand alone. */
export const documentTitle = (t: TFunction, path: string, brandName: string): string => {
  const key = pageTitleKey(path);
  const page = key ? t(`pageTitle.${key}`) : '';
  return page && brandName ? t('pageTitle.full', { page, brand: brandName }) : page || brandName;
};

/**
 * The tab of the browser: the title is the page and the brand ("Slots · Lucky Lotus"), in the
 * player's language, on every route; the icon is the brand's favicon (SVG, PNG for browsers
 * without SVG icons). Before the brand answers, the title is the page alone.
 */
export const useDocumentHead = (route: SiteRoute): void => {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const toAsset = useAssetUrl();
  const brandName = brand?.brandName ?? '';

  useEffect(() => {
    const title = documentTitle(t, route.path, brandName);
    if (title) document.title = title;
  }, [t, route.path, brandName]);

  const favicon = brand?.favicon;
  useEffect(() => {
    if (!favicon) return;
    setIcon('image/svg+xml', toAsset(favicon.svg));
    setIcon('image/png', toAsset(favicon.png), '64x64');
  }, [favicon, toAsset]);
};
