import { CHAT_SUPPORT_PATH, type SiteConfig } from 'shared-contracts';

/** One entry of the customer-service path list. */
export interface ServicePath {
  type: number;
  path: string;
}

/** Type of an encrypted path that opens in a popup (SPEC section 3). */
export const ENCRYPTED_SERVICE_PATH_TYPE = 3;

/** Only web pages may be opened from the platform's answer (ARCHITECTURE rule 9). */
export const isWebUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Whether the path names the platform's own live support (the reference brand's): the site
 * opens the support conversation in its chat window instead of a popup. Type 3 paths are
 * encrypted outside addresses and never are.
 */
export const isPlatformSupport = (entry: ServicePath): boolean => {
  if (entry.type === ENCRYPTED_SERVICE_PATH_TYPE) return false;
  try {
    const url = new URL(entry.path, window.location.href);
    return url.origin === window.location.origin && url.pathname === CHAT_SUPPORT_PATH;
  } catch {
    return false;
  }
};

/**
 * The path a visitor uses: a member the brand's first; a guest, for whom the
 * platform's own support conversation needs an account, the brand's popup desk (type 3, SPEC
 * section 3) or else its first other web path, so customer service works without logging in.
 */
export const servicePathFor = (
  pathList: readonly ServicePath[],
  guest: boolean,
): ServicePath | undefined => {
  if (!guest) return pathList[0];
  const open = pathList.filter((entry) => !isPlatformSupport(entry));
  return open.find((entry) => entry.type === ENCRYPTED_SERVICE_PATH_TYPE) ?? open[0];
};

/**
 * The customer-service address: type 3 paths are encrypted with the brand secret and are
 * decrypted with the lazily loaded crypto module (kept out of the first chunk). Null when
 * there is no usable address.
 */
export const resolveServiceUrl = async (
  entry: ServicePath | undefined,
  config: SiteConfig,
): Promise<string | null> => {
  if (!entry) return null;
  let url: string | null = entry.path;
  if (entry.type === ENCRYPTED_SERVICE_PATH_TYPE) {
    const { decryptServicePath } = await import(
      /* webpackChunkName: "contracts-crypto" */ 'shared-contracts/crypto'
    );
    try {
      url = decryptServicePath(config.payloadSecret, JSON.parse(entry.path));
    } catch {
      url = null;
    }
  }
  // Absolute, so the popup (still about:blank) goes to this site's page for a relative path.
  return url && isWebUrl(url) ? new URL(url, window.location.href).href : null;
};
